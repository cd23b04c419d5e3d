ALTER TABLE "invoices" ADD COLUMN "issuer" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_key" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_sha256" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "pdf_state" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "seal_claim" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "seal_claimed_at" timestamp with time zone;