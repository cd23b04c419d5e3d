CREATE TABLE "account_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"reason" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_credits_key_unique" UNIQUE("key"),
	CONSTRAINT "account_credits_reason_check" CHECK ("account_credits"."reason" in ('referral', 'checkout', 'renewal', 'operator'))
);
--> statement-breakpoint
CREATE TABLE "billing_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method" text,
	"local_card_fails_later" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"plan_type" smallint,
	"top_up_type" smallint,
	"quantity" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"province" text NOT NULL,
	"promo_code_id" uuid,
	"referral_discount" boolean DEFAULT false NOT NULL,
	"discount_label" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkout_sessions_kind_check" CHECK ("checkout_sessions"."kind" in ('subscription', 'topup')),
	CONSTRAINT "checkout_sessions_status_check" CHECK ("checkout_sessions"."status" in ('open', 'complete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "contract_allowances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_type" smallint NOT NULL,
	"source" text NOT NULL,
	"quantity" integer NOT NULL,
	"checkout_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_allowances_source_check" CHECK ("contract_allowances"."source" in ('welcome', 'topup', 'operator')),
	CONSTRAINT "contract_allowances_quantity_check" CHECK ("contract_allowances"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_usage" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"contract_type" smallint NOT NULL,
	"charged_to" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_usage_charged_check" CHECK ("contract_usage"."charged_to" in ('quota', 'allowance', 'unlimited'))
);
--> statement-breakpoint
CREATE TABLE "invoice_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"cents" integer NOT NULL,
	"provider_refund_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "invoice_refunds_cents_check" CHECK ("invoice_refunds"."cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_session_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"discount_label" text DEFAULT '' NOT NULL,
	"credit_cents" integer DEFAULT 0 NOT NULL,
	"tax_lines" jsonb NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"status" smallint NOT NULL,
	"province" text NOT NULL,
	"billed_to" jsonb NOT NULL,
	"provider" text NOT NULL,
	"provider_invoice_id" text NOT NULL,
	"provider_payment_id" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in (1, 2, 3, 4)),
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('subscription', 'topup'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" smallint,
	"amount_off_cents" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"first_payment_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_discount_check" CHECK (("promo_codes"."percent_off" between 1 and 100 and "promo_codes"."amount_off_cents" is null) or ("promo_codes"."percent_off" is null and "promo_codes"."amount_off_cents" > 0))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"promo_code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"checkout_session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text NOT NULL,
	"plan_type" smallint NOT NULL,
	"next_plan_type" smallint,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"past_due_since" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "months" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "client_contract_quota" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "subcontractor_contract_quota" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "template_quota" integer;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "welcome_bonus" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_allowances" ADD CONSTRAINT "contract_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_allowances" ADD CONSTRAINT "contract_allowances_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_usage" ADD CONSTRAINT "contract_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refunds" ADD CONSTRAINT "invoice_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_credits_user_idx" ON "account_credits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_provider_idx" ON "billing_customers" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_idx" ON "checkout_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_user_idx" ON "checkout_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_allowances_user_idx" ON "contract_allowances" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_allowances_welcome_idx" ON "contract_allowances" USING btree ("user_id","contract_type") WHERE "contract_allowances"."source" = 'welcome';--> statement-breakpoint
CREATE UNIQUE INDEX "contract_allowances_checkout_idx" ON "contract_allowances" USING btree ("checkout_session_id","contract_type");--> statement-breakpoint
CREATE INDEX "contract_usage_user_idx" ON "contract_usage" USING btree ("user_id","counted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_provider_idx" ON "invoices" USING btree ("provider","provider_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
UPDATE "subscription_plans" SET "client_contract_quota" = 3, "subcontractor_contract_quota" = 3, "template_quota" = 3 WHERE "type" = 1;--> statement-breakpoint
UPDATE "subscription_plans" SET "months" = 1, "client_contract_quota" = 20, "subcontractor_contract_quota" = 20, "template_quota" = 10, "welcome_bonus" = 3 WHERE "type" = 2;--> statement-breakpoint
UPDATE "subscription_plans" SET "months" = 12, "client_contract_quota" = 25, "subcontractor_contract_quota" = 25, "template_quota" = 25, "welcome_bonus" = 10 WHERE "type" = 3;--> statement-breakpoint
INSERT INTO "billing_counters" ("name", "value") VALUES ('invoice', 0);
