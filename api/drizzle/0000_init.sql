CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"tier" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"states" text[],
	"rate_limit_per_minute" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"env" text NOT NULL,
	"hash" text NOT NULL,
	"display_prefix" text NOT NULL,
	"label" text,
	"status" text DEFAULT 'active' NOT NULL,
	"allowed_origins" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "api_keys_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "jurisdictions" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region" text,
	"hemp_program_status" text NOT NULL,
	"regulatory_authority" text NOT NULL,
	"hemp_program_url" text,
	"adult_use" boolean NOT NULL,
	"overall_stance" text NOT NULL,
	"key_highlights" jsonb NOT NULL,
	"notes" text,
	"hr5371_impact" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"common_restrictions" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "substances" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"federal_status" text NOT NULL,
	"federal_thc_limit" text NOT NULL,
	"hr5371_relevance" text NOT NULL,
	"common_product_types" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"bill_id" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"number" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"introduced_date" date NOT NULL,
	"last_action" text NOT NULL,
	"last_action_date" date NOT NULL,
	"sponsors" jsonb NOT NULL,
	"subjects" jsonb NOT NULL,
	"impact_summary" text NOT NULL,
	"tracker_url" text NOT NULL,
	"full_text_url" text,
	"last_checked" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changelog" (
	"id" uuid PRIMARY KEY NOT NULL,
	"regulation_id" uuid NOT NULL,
	"state" text NOT NULL,
	"substance" text NOT NULL,
	"product_type" text NOT NULL,
	"event_type" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"diff_summary" text NOT NULL,
	"plain_english_summary" text NOT NULL,
	"reason" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regulation_bills" (
	"regulation_id" uuid NOT NULL,
	"bill_id" text NOT NULL,
	CONSTRAINT "regulation_bills_regulation_id_bill_id_pk" PRIMARY KEY("regulation_id","bill_id")
);
--> statement-breakpoint
CREATE TABLE "regulations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"substance" text NOT NULL,
	"product_type" text NOT NULL,
	"legal_status" text NOT NULL,
	"pending_change" boolean DEFAULT false NOT NULL,
	"federal_status" text NOT NULL,
	"summary" text NOT NULL,
	"details" jsonb NOT NULL,
	"block_sale" boolean NOT NULL,
	"effective_date" date NOT NULL,
	"expiry_date" date,
	"confidence" real NOT NULL,
	"confidence_breakdown" jsonb NOT NULL,
	"verification_tier" text NOT NULL,
	"last_verified" timestamp with time zone NOT NULL,
	"sources" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_bills" ADD CONSTRAINT "regulation_bills_regulation_id_regulations_id_fk" FOREIGN KEY ("regulation_id") REFERENCES "public"."regulations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regulation_bills" ADD CONSTRAINT "regulation_bills_bill_id_bills_bill_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("bill_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "changelog_regulation_idx" ON "changelog" USING btree ("regulation_id");--> statement-breakpoint
CREATE INDEX "changelog_changed_at_idx" ON "changelog" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("created_at") WHERE processed_at is null;--> statement-breakpoint
CREATE INDEX "regulation_bills_bill_idx" ON "regulation_bills" USING btree ("bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regulations_key_idx" ON "regulations" USING btree ("state","substance","product_type");