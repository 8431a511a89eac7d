CREATE TABLE "catch_up_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"attempt_no" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"percent" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catch_up_attempts" ADD CONSTRAINT "catch_up_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catch_up_attempts" ADD CONSTRAINT "catch_up_attempts_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catch_up_attempts_student_session_attempt_uq" ON "catch_up_attempts" USING btree ("student_id","session_id","attempt_no");--> statement-breakpoint
CREATE INDEX "catch_up_attempts_session_idx" ON "catch_up_attempts" USING btree ("session_id");