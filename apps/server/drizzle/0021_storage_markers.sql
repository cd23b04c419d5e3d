CREATE TABLE "storage_markers" (
	"key" text PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
