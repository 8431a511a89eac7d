ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "tutor_id" integer;--> statement-breakpoint
ALTER TABLE "student_notifications" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tutor_id_tutors_id_fk" FOREIGN KEY ("tutor_id") REFERENCES "public"."tutors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_notifications" ADD CONSTRAINT "student_notifications_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_notifications_session_idx" ON "student_notifications" USING btree ("session_id");--> statement-breakpoint
-- Hand-written: every audit entry has exactly one actor, a staff member or a tutor.
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_one_actor" CHECK (("staff_id" IS NULL) <> ("tutor_id" IS NULL));
