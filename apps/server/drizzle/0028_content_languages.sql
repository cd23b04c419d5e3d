ALTER TABLE "invoices" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "default_terms" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "eula_versions" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_terms" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "original_id" integer;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_original_id_articles_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A template is written in its author's language (issue 30 §2): existing ones in the account's.
UPDATE "custom_terms" SET "language" = "users"."language" FROM "users" WHERE "users"."id" = "custom_terms"."owner_id";
