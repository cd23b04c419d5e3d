CREATE TABLE "signing_reminder_defaults" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"first_after_days" smallint NOT NULL,
	"every_days" smallint NOT NULL,
	"day_before_expiry" boolean NOT NULL,
	"max_count" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_reminder_defaults_days_check" CHECK ("signing_reminder_defaults"."first_after_days" between 1 and 30 and "signing_reminder_defaults"."every_days" between 1 and 30),
	CONSTRAINT "signing_reminder_defaults_count_check" CHECK ("signing_reminder_defaults"."max_count" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "signing_reminder_schedules" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"first_after_days" smallint NOT NULL,
	"every_days" smallint NOT NULL,
	"day_before_expiry" boolean NOT NULL,
	"max_count" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_reminder_schedules_days_check" CHECK ("signing_reminder_schedules"."first_after_days" between 1 and 30 and "signing_reminder_schedules"."every_days" between 1 and 30),
	CONSTRAINT "signing_reminder_schedules_count_check" CHECK ("signing_reminder_schedules"."max_count" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "signing_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"email_at" timestamp with time zone NOT NULL,
	"text_at" timestamp with time zone,
	"email_job_id" text,
	"text_job_id" text,
	"email_done_at" timestamp with time zone,
	"text_done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_reminders_status_check" CHECK ("signing_reminders"."status" in ('scheduled', 'sent', 'cancelled', 'stopped'))
);
--> statement-breakpoint
ALTER TABLE "signing_reminder_defaults" ADD CONSTRAINT "signing_reminder_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_reminder_schedules" ADD CONSTRAINT "signing_reminder_schedules_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_reminders" ADD CONSTRAINT "signing_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signing_reminders_contract_idx" ON "signing_reminders" USING btree ("contract_id","email_at");