CREATE TABLE "contract_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "contract_attachments_slot_key" UNIQUE("contract_id","slot"),
	CONSTRAINT "contract_attachments_slot_check" CHECK ("contract_attachments"."slot" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "custom_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"tag" text NOT NULL,
	"type" smallint NOT NULL,
	"terms" jsonb NOT NULL,
	"is_changed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_terms_type_check" CHECK ("custom_terms"."type" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "token" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "terms_id" uuid;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "expires_on" date;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "document_code" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "number" integer;--> statement-breakpoint
-- Contracts made before this migration are numbered in the order they were made, per contractor.
UPDATE "contracts" SET "number" = numbered.n FROM (
  SELECT "id", row_number() OVER (PARTITION BY "owner_id" ORDER BY "created_at", "id") AS n FROM "contracts"
) AS numbered WHERE "contracts"."id" = numbered."id";--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "revision" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_attachments" ADD CONSTRAINT "contract_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_terms" ADD CONSTRAINT "custom_terms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_attachments_file_idx" ON "contract_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "custom_terms_owner_idx" ON "custom_terms" USING btree ("owner_id","type");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_terms_id_custom_terms_id_fk" FOREIGN KEY ("terms_id") REFERENCES "public"."custom_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_owner_idx" ON "contracts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_owner_token_idx" ON "contracts" USING btree ("owner_id","token");--> statement-breakpoint
CREATE INDEX "contracts_terms_idx" ON "contracts" USING btree ("terms_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_document_code_key" UNIQUE("document_code");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_number_key" UNIQUE("owner_id","number");