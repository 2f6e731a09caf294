CREATE TABLE "exchange_rates" (
	"client_id" uuid NOT NULL,
	"quote_currency" text NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"rate" numeric(24, 12) NOT NULL,
	"source" text NOT NULL,
	"update_by" uuid,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_client_id_quote_currency_currency_day_pk" PRIMARY KEY("client_id","quote_currency","currency","day")
);
--> statement-breakpoint
-- Accounts a sync has not read yet take USD (AppLovin's, and the default an account's managers change).
UPDATE "ad_accounts" SET "currency" = 'USD' WHERE "currency" IS NULL;--> statement-breakpoint
ALTER TABLE "ad_accounts" ALTER COLUMN "currency" SET DEFAULT 'USD';--> statement-breakpoint
ALTER TABLE "ad_accounts" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_metric_rollups" ADD COLUMN "currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;