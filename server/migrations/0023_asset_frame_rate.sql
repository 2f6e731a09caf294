CREATE TABLE "ad_link_settings" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"mode" text DEFAULT 'suggest' NOT NULL,
	"auto_link_min_confidence" real DEFAULT 0.9 NOT NULL,
	"perceptual_max_distance" integer DEFAULT 8 NOT NULL,
	"update_by" uuid,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_naming_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"template" text NOT NULL,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_naming_templates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "concept_asset_fingerprints" (
	"asset_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"sha256" text NOT NULL,
	"perceptual_hash" text,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concept_asset_fingerprints_asset_id_sha256_pk" PRIMARY KEY("asset_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "concept_asset_versions" ADD COLUMN "frame_rate" double precision;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD COLUMN "frame_rate" double precision;--> statement-breakpoint
ALTER TABLE "ad_link_settings" ADD CONSTRAINT "ad_link_settings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_link_settings" ADD CONSTRAINT "ad_link_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_link_settings" ADD CONSTRAINT "ad_link_settings_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_naming_templates" ADD CONSTRAINT "ad_naming_templates_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_naming_templates" ADD CONSTRAINT "ad_naming_templates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_naming_templates" ADD CONSTRAINT "ad_naming_templates_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_fingerprints" ADD CONSTRAINT "concept_asset_fingerprints_asset_id_concept_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."concept_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_fingerprints" ADD CONSTRAINT "concept_asset_fingerprints_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_naming_templates_application_idx" ON "ad_naming_templates" USING btree ("application_id","template");--> statement-breakpoint
CREATE INDEX "concept_asset_fingerprints_sha_idx" ON "concept_asset_fingerprints" USING btree ("client_id","sha256");