ALTER TABLE "ad_accounts" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "throttled_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "throttle_message" text;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "credentials_refused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD COLUMN "credentials_refusal" text;--> statement-breakpoint
ALTER TABLE "ad_sync_runs" ADD COLUMN "kind" text DEFAULT 'tree' NOT NULL;