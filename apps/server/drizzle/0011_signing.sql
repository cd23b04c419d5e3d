CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"signer_id" uuid,
	"type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_email" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"party_type" smallint NOT NULL,
	"client_id" uuid,
	"subcontractor_id" uuid,
	"name" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"key_hash" text NOT NULL,
	"key_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"first_viewed_at" timestamp with time zone,
	"views" smallint DEFAULT 0 NOT NULL,
	"uploaded_signature_key" text,
	"signed_at" timestamp with time zone,
	"signature_method" text,
	"signature_key" text,
	"typed_name" text,
	"sign_ip" text,
	"sign_user_agent" text,
	CONSTRAINT "contract_signers_key_hash_key" UNIQUE("key_hash"),
	CONSTRAINT "contract_signers_position_key" UNIQUE("contract_id","position"),
	CONSTRAINT "contract_signers_party_check" CHECK ("contract_signers"."party_type" in (1, 2)),
	CONSTRAINT "contract_signers_method_check" CHECK ("contract_signers"."signed_at" is null or "contract_signers"."signature_method" in ('drawn', 'typed', 'paper'))
);
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_owner_number_key";--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_status_check";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "original_pdf_key" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "original_sha256" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "signature_layout" jsonb;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sealed_pdf_key" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "sealed_sha256" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "expiry_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_signers" ADD CONSTRAINT "contract_signers_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "contract_signers_client_idx" ON "contract_signers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "contract_signers_subcontractor_idx" ON "contract_signers" USING btree ("subcontractor_id");--> statement-breakpoint
CREATE INDEX "contract_signers_email_idx" ON "contract_signers" USING btree ("email");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_sealed_sha256_key" UNIQUE("sealed_sha256");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_number_key" UNIQUE("owner_id","number","revision");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_signed_sealed_check" CHECK ("contracts"."status" <> 'Signed' or "contracts"."sealed_pdf_key" is not null);--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('Draft', 'Sent', 'Signed', 'Cancelled', 'Superseded'));--> statement-breakpoint
-- The audit trail is append-only: no update ever, and a delete only as part of deleting its contract
-- (the cascade runs after the contract row is gone, so a direct delete finds it and is refused).
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM contracts WHERE id = OLD.contract_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'contract events are append-only' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER contract_events_append_only BEFORE UPDATE OR DELETE ON contract_events
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();--> statement-breakpoint
CREATE FUNCTION refuse_audit_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract events are append-only' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER contract_events_no_truncate BEFORE TRUNCATE ON contract_events
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_truncate();
--> statement-breakpoint
-- Project lists show who signed and how often a contract was opened: a signer's change is a list change.
CREATE FUNCTION project_list_changed_by_signer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_project_list_version(c.owner_id) FROM contracts c
    WHERE c.id = CASE WHEN TG_OP = 'DELETE' THEN OLD.contract_id ELSE NEW.contract_id END
      AND c.owner_id IS NOT NULL;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER project_list_contract_signers AFTER INSERT OR UPDATE OR DELETE ON contract_signers
  FOR EACH ROW EXECUTE FUNCTION project_list_changed_by_signer();
