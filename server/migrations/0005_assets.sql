CREATE TABLE "concept_asset_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence_id" integer DEFAULT 0 NOT NULL,
	"node_type_code" text DEFAULT 'default' NOT NULL,
	"parent_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" uuid,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concept_asset_nodes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "concept_asset_tags" (
	"asset_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "concept_asset_tags_asset_id_tag_id_pk" PRIMARY KEY("asset_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "concept_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"file_name" text,
	"asset_type" text DEFAULT 'production' NOT NULL,
	"usage_type" text,
	"type" text DEFAULT 'other' NOT NULL,
	"mime_type" text,
	"extension" text,
	"is_preview" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"workflow_status" text DEFAULT 'queued' NOT NULL,
	"ad_match_search_term" text,
	"creative_lead_id" uuid,
	"assigned_user_id" uuid,
	"estimated_effort" numeric,
	"actual_effort" numeric,
	"width" integer,
	"height" integer,
	"size" bigint,
	"length" integer,
	"aspect_ratio" text,
	"bitrate" integer,
	"storage_key" text,
	"preview_key" text,
	"checksum" text,
	"processing_status" text DEFAULT 'none' NOT NULL,
	"processing_error" text,
	"creative_node_id" uuid,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" uuid,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concept_assets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"singleton_key" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_parts" (
	"session_id" uuid NOT NULL,
	"part_number" integer NOT NULL,
	"etag" text NOT NULL,
	"size" bigint NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_parts_session_id_part_number_pk" PRIMARY KEY("session_id","part_number")
);
--> statement-breakpoint
CREATE TABLE "upload_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"upload_id" text NOT NULL,
	"client_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"created_asset" boolean NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text,
	"storage_key" text NOT NULL,
	"backend_upload_id" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_sessions_upload_id_unique" UNIQUE("upload_id")
);
--> statement-breakpoint
ALTER TABLE "concept_asset_nodes" ADD CONSTRAINT "concept_asset_nodes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_nodes" ADD CONSTRAINT "concept_asset_nodes_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_nodes" ADD CONSTRAINT "concept_asset_nodes_node_type_code_creative_node_types_code_fk" FOREIGN KEY ("node_type_code") REFERENCES "public"."creative_node_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_nodes" ADD CONSTRAINT "concept_asset_nodes_parent_id_concept_asset_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."concept_asset_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_nodes" ADD CONSTRAINT "concept_asset_nodes_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_nodes" ADD CONSTRAINT "concept_asset_nodes_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_tags" ADD CONSTRAINT "concept_asset_tags_asset_id_concept_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."concept_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_asset_tags" ADD CONSTRAINT "concept_asset_tags_tag_id_creative_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."creative_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_creative_lead_id_users_id_fk" FOREIGN KEY ("creative_lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_creative_node_id_concept_asset_nodes_id_fk" FOREIGN KEY ("creative_node_id") REFERENCES "public"."concept_asset_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_parts" ADD CONSTRAINT "upload_parts_session_id_upload_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."upload_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_asset_id_concept_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."concept_assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_sessions" ADD CONSTRAINT "upload_sessions_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concept_asset_nodes_concept_parent_idx" ON "concept_asset_nodes" USING btree ("concept_id","parent_id","sequence_id");--> statement-breakpoint
CREATE INDEX "concept_assets_concept_idx" ON "concept_assets" USING btree ("concept_id","asset_type","create_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "concept_assets_checksum_idx" ON "concept_assets" USING btree ("concept_id","checksum");--> statement-breakpoint
CREATE INDEX "concept_assets_node_idx" ON "concept_assets" USING btree ("creative_node_id");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_key" ON "jobs" USING btree ("singleton_key") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "upload_sessions_open_idx" ON "upload_sessions" USING btree ("status","update_date");--> statement-breakpoint
CREATE INDEX "concept_history_asset_idx" ON "concept_history" USING btree ("asset_code","create_date" DESC NULLS LAST);