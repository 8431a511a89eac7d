ALTER TABLE "courses" ADD COLUMN "curriculum" text DEFAULT 'everyday' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "batch_id" integer;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '30 minutes' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_orders_batch_idx" ON "payment_orders" USING btree ("batch_id","status","expires_at");--> statement-breakpoint
-- Hand-written data migration. Each course names the curriculum it teaches (by the seeded titles;
-- any other course keeps the first course's plan, which every batch has followed until now).
UPDATE "courses" SET "curriculum" = 'career' WHERE "title" = 'AI for Your Career';--> statement-breakpoint
UPDATE "courses" SET "curriculum" = 'business' WHERE "title" = 'AI for Women in Business';--> statement-breakpoint
-- Batches already carry course_id (NOT NULL since 0000); every one was created on the course whose
-- plan it teaches, so they stay where they are. A student without a course chose plain Register: she
-- is on the first course, as registration does today.
UPDATE "students" SET "course_id" = (SELECT min("id") FROM "courses") WHERE "course_id" IS NULL;--> statement-breakpoint
-- Orders made before this migration: their course is the student's; they expired 30 minutes after
-- they were made (the column default would otherwise give every old order a fresh 30 minutes).
UPDATE "payment_orders" AS o SET "course_id" = s."course_id" FROM "students" AS s WHERE s."id" = o."student_id" AND o."course_id" IS NULL;--> statement-breakpoint
UPDATE "payment_orders" SET "expires_at" = "created_at" + interval '30 minutes';
