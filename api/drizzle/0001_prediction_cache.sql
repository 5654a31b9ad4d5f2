CREATE TABLE "prediction_cache" (
	"state" text NOT NULL,
	"horizon_days" integer NOT NULL,
	"data_version" text NOT NULL,
	"payload" jsonb NOT NULL,
	"calculated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prediction_cache_state_horizon_days_pk" PRIMARY KEY("state","horizon_days")
);
