CREATE TABLE "practice_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"version" integer NOT NULL,
	"text" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_kind" text,
	"attachment_size" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"review_comment" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_tasks" (
	"batch_id" integer NOT NULL,
	"session_no" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"task_en" text NOT NULL,
	"task_hi" text NOT NULL,
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_tasks_batch_id_session_no_pk" PRIMARY KEY("batch_id","session_no")
);
--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_submissions" ADD CONSTRAINT "practice_submissions_reviewed_by_tutors_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_tasks" ADD CONSTRAINT "practice_tasks_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_tasks" ADD CONSTRAINT "practice_tasks_updated_by_tutors_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_submissions_student_session_version_uq" ON "practice_submissions" USING btree ("student_id","session_id","version");--> statement-breakpoint
CREATE INDEX "practice_submissions_batch_idx" ON "practice_submissions" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "practice_submissions_session_idx" ON "practice_submissions" USING btree ("session_id");