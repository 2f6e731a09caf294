CREATE TABLE "analytics_rollup_state" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"links_signature" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_metric_rollups" (
	"application_id" uuid NOT NULL,
	"day" date NOT NULL,
	"grain" text NOT NULL,
	"channel_code" text NOT NULL,
	"concept_id" uuid,
	"concept_asset_id" uuid,
	"ad_copy_id" uuid,
	"impressions" double precision,
	"clicks" double precision,
	"installs" double precision,
	"spend" double precision,
	"revenue" double precision,
	"video_starts" double precision,
	"video_completions" double precision,
	"impressions_with_clicks" double precision,
	"impressions_with_installs" double precision,
	"clicks_with_installs" double precision,
	"spend_with_installs" double precision,
	"spend_with_revenue" double precision
);
--> statement-breakpoint
ALTER TABLE "analytics_rollup_state" ADD CONSTRAINT "analytics_rollup_state_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_metric_rollups" ADD CONSTRAINT "creative_metric_rollups_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creative_metric_rollups_range_idx" ON "creative_metric_rollups" USING btree ("application_id","grain","day");--> statement-breakpoint
CREATE INDEX "creative_metric_rollups_concept_idx" ON "creative_metric_rollups" USING btree ("concept_id","day");