CREATE TABLE "holdback_reminders" (
	"contract_id" uuid NOT NULL,
	"release_on" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holdback_reminders_contract_id_release_on_pk" PRIMARY KEY("contract_id","release_on")
);
--> statement-breakpoint
ALTER TABLE "holdback_reminders" ADD CONSTRAINT "holdback_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;