CREATE TABLE "session_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"from_start" timestamp with time zone NOT NULL,
	"from_end" timestamp with time zone NOT NULL,
	"to_start" timestamp with time zone NOT NULL,
	"to_end" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"moved_by_staff" integer,
	"moved_by_tutor" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "moved_from_date" date;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "move_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD COLUMN "moved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "session_moves" ADD CONSTRAINT "session_moves_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_moves" ADD CONSTRAINT "session_moves_moved_by_staff_staff_id_fk" FOREIGN KEY ("moved_by_staff") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_moves" ADD CONSTRAINT "session_moves_moved_by_tutor_tutors_id_fk" FOREIGN KEY ("moved_by_tutor") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_moves_session_idx" ON "session_moves" USING btree ("session_id");