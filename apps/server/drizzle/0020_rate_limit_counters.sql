-- Unlogged: a hit commits without waiting for the WAL to reach disk, and a crash only forgets
-- counts (windows restart), which a rate limit can afford.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");