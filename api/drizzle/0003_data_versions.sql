CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"records" integer NOT NULL,
	"events" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
