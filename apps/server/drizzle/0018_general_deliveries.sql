CREATE TABLE "general_deliveries" (
	"campaign" text NOT NULL,
	"user_id" uuid NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "general_deliveries_campaign_user_id_pk" PRIMARY KEY("campaign","user_id")
);
--> statement-breakpoint
ALTER TABLE "general_deliveries" ADD CONSTRAINT "general_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;