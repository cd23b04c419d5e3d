CREATE TABLE "message_deliveries" (
	"job_id" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_deliveries_status_check" CHECK ("message_deliveries"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "send_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "email_job_id" text;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "sms_job_id" text;