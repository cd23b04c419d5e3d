CREATE TABLE "signing_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signer_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "code_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_codes" ADD CONSTRAINT "signing_codes_signer_id_contract_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."contract_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_codes_signer_idx" ON "signing_codes" USING btree ("signer_id","created_at");