CREATE TABLE "monthly_usage" (
	"account_id" text NOT NULL,
	"month" text NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_usage_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;