CREATE TABLE "playground_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"demo_key" text,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"per_ip_hourly" integer DEFAULT 60 NOT NULL,
	"per_ip_daily" integer DEFAULT 300 NOT NULL,
	"global_hourly" integer DEFAULT 5000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "playground_settings_one_row" CHECK ("playground_settings"."id" = 1)
);
