ALTER TABLE "contracts" DROP CONSTRAINT "contracts_party_check";--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_owner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_project_id_projects_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_original_id_contracts_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_original_id_contracts_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_detached_check" CHECK (("contracts"."owner_id" is not null and "contracts"."project_id" is not null) or ("contracts"."status" = 'Signed' and "contracts"."owner_id" is null and "contracts"."project_id" is null));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_party_check" CHECK (("contracts"."type" = 0 and ("contracts"."subcontractor_id" is not null or "contracts"."owner_id" is null)) or ("contracts"."type" = 1 and "contracts"."subcontractor_id" is null));--> statement-breakpoint
-- A signed contract is a legal record kept for the retention period: no statement deletes one, whether
-- it names the contract or reaches it from a project, an account or an amended original.
CREATE FUNCTION refuse_signed_contract_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'contract % is signed and cannot be deleted', OLD.id USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER contracts_keep_signed BEFORE DELETE ON contracts
  FOR EACH ROW WHEN (OLD.status = 'Signed') EXECUTE FUNCTION refuse_signed_contract_delete();--> statement-breakpoint
-- Deleting an account keeps its signed contracts, detached from it and from the projects and contacts
-- that go with it, and deletes its other contracts, whatever statement deletes the account. A contract
-- signed while this runs is met by the delete below and stops the account's deletion.
CREATE FUNCTION detach_contracts_of_deleted_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contracts SET owner_id = NULL, project_id = NULL, subcontractor_id = NULL
    WHERE owner_id = OLD.id AND status = 'Signed';
  DELETE FROM contracts WHERE owner_id = OLD.id;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER users_detach_contracts BEFORE DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION detach_contracts_of_deleted_account();
