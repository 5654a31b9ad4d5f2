CREATE TABLE "receipt_signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"sealed_private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"published_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_receipts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kid" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"as_of" text NOT NULL,
	"data_version" text NOT NULL,
	"jws" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "verification_receipts_account_idx" ON "verification_receipts" USING btree ("account_id","issued_at");