CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"subcontractor_id" uuid,
	"original_id" uuid,
	"status" text DEFAULT 'Draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "contracts_status_check" CHECK ("contracts"."status" in ('Draft', 'Sent', 'Signed')),
	CONSTRAINT "contracts_party_check" CHECK (("contracts"."type" = 0 and "contracts"."subcontractor_id" is not null) or ("contracts"."type" = 1 and "contracts"."subcontractor_id" is null))
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_subcontractor_id_subcontractors_id_fk" FOREIGN KEY ("subcontractor_id") REFERENCES "public"."subcontractors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_original_id_contracts_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contracts_project_idx" ON "contracts" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "contracts_subcontractor_idx" ON "contracts" USING btree ("subcontractor_id");--> statement-breakpoint
CREATE INDEX "contracts_original_idx" ON "contracts" USING btree ("original_id");