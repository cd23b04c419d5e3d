ALTER TABLE "client_invoices" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_payments" ADD COLUMN "receipts_sent_at" timestamp with time zone;