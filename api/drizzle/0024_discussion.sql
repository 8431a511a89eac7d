CREATE TABLE "discussion_mutes" (
	"batch_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"reason" text NOT NULL,
	"by_kind" text NOT NULL,
	"by_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_mutes_batch_id_student_id_pk" PRIMARY KEY("batch_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_id" integer NOT NULL,
	"thread_id" integer,
	"title" text,
	"session_id" integer,
	"author_kind" text NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"image_key" text,
	"image_name" text,
	"image_kind" text,
	"image_size" integer,
	"pinned" boolean DEFAULT false NOT NULL,
	"is_answer" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by_kind" text,
	"hidden_by_id" integer,
	"hidden_reason" text,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_posts_author_kind_ck" CHECK ("discussion_posts"."author_kind" in ('student', 'tutor', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "discussion_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"reporter_kind" text NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "discussion_mutes" ADD CONSTRAINT "discussion_mutes_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_mutes" ADD CONSTRAINT "discussion_mutes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_posts" ADD CONSTRAINT "discussion_posts_session_id_class_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_reports" ADD CONSTRAINT "discussion_reports_post_id_discussion_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."discussion_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_posts_batch_idx" ON "discussion_posts" USING btree ("batch_id","thread_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "discussion_posts_thread_idx" ON "discussion_posts" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "discussion_posts_author_idx" ON "discussion_posts" USING btree ("author_kind","author_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_reports_post_reporter_uq" ON "discussion_reports" USING btree ("post_id","reporter_kind","reporter_id");--> statement-breakpoint
CREATE INDEX "discussion_reports_open_idx" ON "discussion_reports" USING btree ("resolved_at","created_at");