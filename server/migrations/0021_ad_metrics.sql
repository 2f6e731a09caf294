CREATE TABLE "ad_creative_metric_days" (
	"ad_creative_id" uuid NOT NULL,
	"day" date NOT NULL,
	"ad_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"impressions" bigint,
	"clicks" bigint,
	"installs" bigint,
	"spend" numeric(18, 6),
	"video_starts" bigint,
	"video_completions" bigint,
	"source" text NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_creative_metric_days_ad_creative_id_day_pk" PRIMARY KEY("ad_creative_id","day")
);
--> statement-breakpoint
CREATE TABLE "ad_metric_days" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"asset_set_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"currency" text NOT NULL,
	"impressions" bigint,
	"clicks" bigint,
	"installs" bigint,
	"spend" numeric(18, 6),
	"revenue" numeric(18, 6),
	"video_starts" bigint,
	"video_completions" bigint,
	"source" text NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_metric_days_ad_id_day_pk" PRIMARY KEY("ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "creative_fatigue" (
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"concept_asset_id" uuid,
	"metric" text NOT NULL,
	"onset_day" date NOT NULL,
	"level_before" real NOT NULL,
	"level_after" real NOT NULL,
	"notified_onset" date,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_creative_metric_days" ADD CONSTRAINT "ad_creative_metric_days_ad_creative_id_ad_creatives_id_fk" FOREIGN KEY ("ad_creative_id") REFERENCES "public"."ad_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creative_metric_days" ADD CONSTRAINT "ad_creative_metric_days_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creative_metric_days" ADD CONSTRAINT "ad_creative_metric_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_creative_metric_days" ADD CONSTRAINT "ad_creative_metric_days_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metric_days" ADD CONSTRAINT "ad_metric_days_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metric_days" ADD CONSTRAINT "ad_metric_days_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metric_days" ADD CONSTRAINT "ad_metric_days_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metric_days" ADD CONSTRAINT "ad_metric_days_asset_set_id_ad_asset_sets_id_fk" FOREIGN KEY ("asset_set_id") REFERENCES "public"."ad_asset_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_metric_days" ADD CONSTRAINT "ad_metric_days_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_fatigue" ADD CONSTRAINT "creative_fatigue_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_fatigue" ADD CONSTRAINT "creative_fatigue_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_fatigue" ADD CONSTRAINT "creative_fatigue_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_fatigue" ADD CONSTRAINT "creative_fatigue_concept_asset_id_concept_assets_id_fk" FOREIGN KEY ("concept_asset_id") REFERENCES "public"."concept_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_creative_metric_days_ad_idx" ON "ad_creative_metric_days" USING btree ("ad_id","day");--> statement-breakpoint
CREATE INDEX "ad_metric_days_application_day_idx" ON "ad_metric_days" USING btree ("application_id","day","asset_set_id");--> statement-breakpoint
CREATE INDEX "ad_metric_days_asset_set_idx" ON "ad_metric_days" USING btree ("asset_set_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "creative_fatigue_target_idx" ON "creative_fatigue" USING btree ("application_id","concept_id",coalesce("concept_asset_id", '00000000-0000-0000-0000-000000000000'::uuid));