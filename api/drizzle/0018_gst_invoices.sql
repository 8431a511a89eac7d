CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"supplier_name" text NOT NULL,
	"supplier_address" text NOT NULL,
	"supplier_gstin" text NOT NULL,
	"supplier_state" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_state" text NOT NULL,
	"buyer_business_name" text,
	"buyer_gstin" text,
	"sac" text NOT NULL,
	"description" text NOT NULL,
	"coupon_name" text,
	"discount_percent" real,
	"rate_percent" integer NOT NULL,
	"taxable" integer NOT NULL,
	"cgst" integer NOT NULL,
	"sgst" integer NOT NULL,
	"igst" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "advertised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_state" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_counters_series_fy_uq" ON "document_counters" USING btree ("series","fy");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_uq" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_series_fy_seq_uq" ON "invoices" USING btree ("series","fy","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_uq" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_student_idx" ON "invoices" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- Hand-written: an invoice's parts always add up to what she paid, to the paisa.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_parts_add_up" CHECK ("taxable" + "cgst" + "sgst" + "igst" = "total");
