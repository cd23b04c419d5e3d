CREATE TABLE "client_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"contract_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"receivable_key" text NOT NULL,
	"description" text NOT NULL,
	"language" text NOT NULL,
	"province" text NOT NULL,
	"gross_cents" integer NOT NULL,
	"holdback_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"tax_cents" integer NOT NULL,
	"payable_cents" integer NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_key_hash" text NOT NULL,
	"pay_key_sealed" text NOT NULL,
	"pdf_key" text,
	"pdf_sha256" text,
	"sent_at" timestamp with time zone,
	"disputed_at" timestamp with time zone,
	"dispute_reason" text DEFAULT '' NOT NULL,
	"overdue_reminded_at" timestamp with time zone,
	"overdue_reminders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_invoices_owner_number_key" UNIQUE("owner_id","number"),
	CONSTRAINT "client_invoices_contract_receivable_key" UNIQUE("contract_id","receivable_key"),
	CONSTRAINT "client_invoices_pay_key_hash_key" UNIQUE("pay_key_hash"),
	CONSTRAINT "client_invoices_amounts_check" CHECK ("client_invoices"."payable_cents" = "client_invoices"."net_cents" + "client_invoices"."tax_cents")
);
--> statement-breakpoint
CREATE TABLE "client_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"stripe_session_id" text,
	"stripe_payment_intent_id" text,
	"card_last4" text,
	"receipts_sent_at" timestamp with time zone,
	CONSTRAINT "client_payments_stripe_session_key" UNIQUE("stripe_session_id"),
	CONSTRAINT "client_payments_stripe_intent_key" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "client_payments_status_check" CHECK ("client_payments"."status" in ('reported', 'pending', 'received', 'cancelled')),
	CONSTRAINT "client_payments_method_check" CHECK ("client_payments"."method" in ('etransfer', 'card', 'other')),
	CONSTRAINT "client_payments_amounts_check" CHECK ("client_payments"."amount_cents" >= 0 and "client_payments"."refunded_cents" between 0 and "client_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "holdback_reminders" (
	"contract_id" uuid NOT NULL,
	"release_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holdback_reminders_contract_id_release_on_pk" PRIMARY KEY("contract_id","release_on")
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"etransfer_email" text DEFAULT '' NOT NULL,
	"overdue_reminders" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "connected_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connected_accounts_stripe_account_key" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
ALTER TABLE "client_invoices" ADD CONSTRAINT "client_invoices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_invoices" ADD CONSTRAINT "client_invoices_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payments" ADD CONSTRAINT "client_payments_invoice_id_client_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."client_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdback_reminders" ADD CONSTRAINT "holdback_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_settings" ADD CONSTRAINT "payment_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_accounts" ADD CONSTRAINT "connected_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_payments_invoice_idx" ON "client_payments" USING btree ("invoice_id","created_at");