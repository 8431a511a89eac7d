ALTER TABLE "students" ALTER COLUMN "reminder_emails" SET DEFAULT true;--> statement-breakpoint
-- Reminders are now sent, and on unless she turns them off. Until now the switch did nothing and a
-- stored false cannot be told from "never chose" (it was the default), so everyone starts with them on.
UPDATE "students" SET "reminder_emails" = true WHERE "reminder_emails" = false;
