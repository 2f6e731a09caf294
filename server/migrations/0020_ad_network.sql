CREATE TABLE "ad_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"connector" text NOT NULL,
	"external_account_id" text NOT NULL,
	"name" text NOT NULL,
	"base_url" text,
	"credentials_sealed" text,
	"sync_interval_minutes" integer,
	"sync_cursor" jsonb,
	"last_sync_at" timestamp with time zone,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ad_accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ad_asset_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"sub_campaign_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"search_term" text,
	"is_creative_group" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_asset_sets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ad_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ad_creatives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"ad_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text,
	"media_kind" text,
	"sha256" text,
	"url" text,
	"perceptual_hash" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_sub_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"external_id" text,
	"name" text,
	"is_implicit" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_sub_campaigns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ad_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_account_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"create_by" uuid
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"asset_set_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ads_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "creative_ad_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"asset_set_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"concept_asset_id" uuid,
	"ad_copy_id" uuid,
	"ad_creative_id" uuid,
	"is_end_card" boolean DEFAULT false NOT NULL,
	"is_primary_concept" boolean DEFAULT false NOT NULL,
	"method" text DEFAULT 'manual' NOT NULL,
	"confidence" real DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'linked' NOT NULL,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_ad_matches_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_accounts" ADD CONSTRAINT "ad_accounts_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_asset_sets" ADD CONSTRAINT "ad_asset_sets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_asset_sets" ADD CONSTRAINT "ad_asset_sets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_asset_sets" ADD CONSTRAINT "ad_asset_sets_sub_campaign_id_ad_sub_campaigns_id_fk" FOREIGN KEY ("sub_campaign_id") REFERENCES "public"."ad_sub_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_campaigns" ADD CONSTRAINT "ad_campaigns_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creatives" ADD CONSTRAINT "ad_creatives_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sub_campaigns" ADD CONSTRAINT "ad_sub_campaigns_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sub_campaigns" ADD CONSTRAINT "ad_sub_campaigns_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sub_campaigns" ADD CONSTRAINT "ad_sub_campaigns_campaign_id_ad_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."ad_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sync_runs" ADD CONSTRAINT "ad_sync_runs_ad_account_id_ad_accounts_id_fk" FOREIGN KEY ("ad_account_id") REFERENCES "public"."ad_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_sync_runs" ADD CONSTRAINT "ad_sync_runs_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_asset_set_id_ad_asset_sets_id_fk" FOREIGN KEY ("asset_set_id") REFERENCES "public"."ad_asset_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_asset_set_id_ad_asset_sets_id_fk" FOREIGN KEY ("asset_set_id") REFERENCES "public"."ad_asset_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_concept_asset_id_concept_assets_id_fk" FOREIGN KEY ("concept_asset_id") REFERENCES "public"."concept_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_ad_copy_id_ad_copies_id_fk" FOREIGN KEY ("ad_copy_id") REFERENCES "public"."ad_copies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_ad_creative_id_ad_creatives_id_fk" FOREIGN KEY ("ad_creative_id") REFERENCES "public"."ad_creatives"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_ad_matches" ADD CONSTRAINT "creative_ad_matches_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_accounts_external_idx" ON "ad_accounts" USING btree ("application_id","channel_code","external_account_id");--> statement-breakpoint
CREATE INDEX "ad_accounts_client_idx" ON "ad_accounts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_asset_sets_external_idx" ON "ad_asset_sets" USING btree ("sub_campaign_id","external_id");--> statement-breakpoint
CREATE INDEX "ad_asset_sets_application_idx" ON "ad_asset_sets" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_campaigns_external_idx" ON "ad_campaigns" USING btree ("ad_account_id","external_id");--> statement-breakpoint
CREATE INDEX "ad_campaigns_application_idx" ON "ad_campaigns" USING btree ("application_id","channel_code");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_creatives_external_idx" ON "ad_creatives" USING btree ("ad_id","external_id");--> statement-breakpoint
CREATE INDEX "ad_creatives_sha256_idx" ON "ad_creatives" USING btree ("application_id","sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_sub_campaigns_external_idx" ON "ad_sub_campaigns" USING btree ("campaign_id","external_id") WHERE external_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_sub_campaigns_implicit_idx" ON "ad_sub_campaigns" USING btree ("campaign_id") WHERE is_implicit;--> statement-breakpoint
CREATE INDEX "ad_sync_runs_account_idx" ON "ad_sync_runs" USING btree ("ad_account_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "ads_external_idx" ON "ads" USING btree ("asset_set_id","external_id");--> statement-breakpoint
CREATE INDEX "ads_application_idx" ON "ads" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "creative_ad_matches_asset_set_idx" ON "creative_ad_matches" USING btree ("asset_set_id");--> statement-breakpoint
CREATE INDEX "creative_ad_matches_concept_idx" ON "creative_ad_matches" USING btree ("concept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creative_ad_matches_primary_idx" ON "creative_ad_matches" USING btree ("asset_set_id") WHERE is_primary_concept and state = 'linked';--> statement-breakpoint
CREATE UNIQUE INDEX "creative_ad_matches_target_idx" ON "creative_ad_matches" USING btree ("asset_set_id","concept_id",coalesce("concept_asset_id", '00000000-0000-0000-0000-000000000000'::uuid));