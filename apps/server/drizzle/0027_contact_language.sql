ALTER TABLE "clients" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "subcontractors" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The rule new contacts follow (defaultContactLanguage): a contact in Quebec reads French.
UPDATE "clients" SET "language" = 'fr' WHERE "province" = 'Quebec';--> statement-breakpoint
UPDATE "subcontractors" SET "language" = 'fr' WHERE "province" = 'Quebec';
