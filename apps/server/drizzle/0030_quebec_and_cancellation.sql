ALTER TABLE "businesses" ADD COLUMN "rbq_licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "opc_permit" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "english_pdf_key" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "english_sha256" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "english_signature_layout" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "client_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "english_wished_at" timestamp with time zone;