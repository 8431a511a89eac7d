CREATE TABLE "whatsapp_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"granted" boolean NOT NULL,
	"phone_number" text NOT NULL,
	"source" text NOT NULL,
	"wording" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"student_id" integer NOT NULL,
	"to_phone" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"params" jsonb NOT NULL,
	"context" jsonb NOT NULL,
	"fallback" jsonb,
	"batch_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"status_at" timestamp with time zone,
	"fell_back_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "whatsapp_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_consents_student_idx" ON "whatsapp_consents" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_message_id_uq" ON "whatsapp_messages" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_id_uq" ON "whatsapp_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_idx" ON "whatsapp_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_student_idx" ON "whatsapp_messages" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_batch_idx" ON "whatsapp_messages" USING btree ("batch_id","created_at");