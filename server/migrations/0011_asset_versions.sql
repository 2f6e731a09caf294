CREATE TABLE "concept_asset_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"version_number" integer NOT NULL,
	"storage_key" text NOT NULL,
	"preview_key" text,
	"file_name" text,
	"type" text NOT NULL,
	"mime_type" text,
	"extension" text,
	"size" bigint,
	"checksum" text,
	"width" integer,
	"height" integer,
	"length" integer,
	"aspect_ratio" text,
	"bitrate" integer,
	"replaced_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concept_asset_versions" ADD CONSTRAINT "concept_asset_versions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_versions" ADD CONSTRAINT "concept_asset_versions_asset_id_concept_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."concept_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_versions" ADD CONSTRAINT "concept_asset_versions_replaced_by_users_id_fk" FOREIGN KEY ("replaced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "concept_asset_versions_asset_number_idx" ON "concept_asset_versions" USING btree ("asset_id","version_number");