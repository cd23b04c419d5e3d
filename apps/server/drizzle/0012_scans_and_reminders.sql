CREATE TABLE "payment_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"term_id" text NOT NULL,
	"message" text NOT NULL,
	"scheduled_for" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"job_id" text,
	"sent_at" timestamp with time zone,
	"sms_count" smallint DEFAULT 0 NOT NULL,
	"email_count" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_status_check" CHECK ("payment_reminders"."status" in ('scheduled', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "paper_scan_key" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "paper_scan_sha256" text;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reminders_contract_idx" ON "payment_reminders" USING btree ("contract_id","term_id");--> statement-breakpoint
CREATE INDEX "payment_reminders_sent_idx" ON "payment_reminders" USING btree ("sent_at");