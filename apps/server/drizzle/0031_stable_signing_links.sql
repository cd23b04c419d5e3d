CREATE TABLE "replaced_signing_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"signer_id" uuid NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_signers" ADD COLUMN "key_sealed" text;--> statement-breakpoint
ALTER TABLE "replaced_signing_keys" ADD CONSTRAINT "replaced_signing_keys_signer_id_contract_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."contract_signers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replaced_signing_keys_signer_idx" ON "replaced_signing_keys" USING btree ("signer_id");