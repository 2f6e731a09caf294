CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_user_roles" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role_code" text NOT NULL,
	CONSTRAINT "client_user_roles_client_id_user_id_role_code_pk" PRIMARY KEY("client_id","user_id","role_code")
);
--> statement-breakpoint
CREATE TABLE "client_users" (
	"client_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_users_client_id_user_id_pk" PRIMARY KEY("client_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_code" text NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "role_permissions_role_code_permission_pk" PRIMARY KEY("role_code","permission")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_address" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text,
	"is_platform_staff" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_login_date" timestamp with time zone,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_agent" text,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttles" (
	"email_address" text PRIMARY KEY NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "creative_node_types" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT 'folder' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
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
	CONSTRAINT "creative_nodes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"supported_assets" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_sequences" (
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "client_sequences_client_id_name_pk" PRIMARY KEY("client_id","name")
);
--> statement-breakpoint
CREATE TABLE "concept_applications" (
	"concept_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "concept_applications_concept_id_application_id_pk" PRIMARY KEY("concept_id","application_id")
);
--> statement-breakpoint
CREATE TABLE "concept_channels" (
	"concept_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "concept_channels_concept_id_channel_code_pk" PRIMARY KEY("concept_id","channel_code")
);
--> statement-breakpoint
CREATE TABLE "concept_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"concept_id" uuid NOT NULL,
	"asset_code" text,
	"event" text NOT NULL,
	"comment" text,
	"changes" jsonb,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "concept_tags" (
	"concept_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "concept_tags_concept_id_tag_id_pk" PRIMARY KEY("concept_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "concepts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	"internal_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"workflow_status" text DEFAULT 'queued' NOT NULL,
	"type" text DEFAULT 'ua' NOT NULL,
	"subtype" text DEFAULT 'general' NOT NULL,
	"model_type" text DEFAULT 'standard' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"concept_image" text,
	"is_preview" boolean DEFAULT false NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"estimated_effort" numeric,
	"actual_effort" numeric,
	"target_delivery_date" timestamp with time zone,
	"delivery_date" timestamp with time zone,
	"ad_match_search_term" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"creative_node_id" uuid,
	"parent_concept_id" uuid,
	"ua_lead_id" uuid,
	"creative_lead_id" uuid,
	"assigned_user_id" uuid,
	"deleted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"create_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" uuid,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "concepts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "creative_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creative_tags_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "application_ua_settings" (
	"application_id" uuid NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_ua_settings_application_id_code_pk" PRIMARY KEY("application_id","code")
);
--> statement-breakpoint
CREATE TABLE "client_ua_settings" (
	"client_id" uuid NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_ua_settings_client_id_code_pk" PRIMARY KEY("client_id","code")
);
--> statement-breakpoint
CREATE TABLE "creative_settings_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid,
	"application_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"section" text DEFAULT 'General' NOT NULL,
	"type" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"width" double precision DEFAULT 0.5 NOT NULL,
	"default_value" text,
	"select_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"intended_uses" text[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sequence_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ua_setting_fields" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"section" text DEFAULT 'General' NOT NULL,
	"width" double precision DEFAULT 0.5 NOT NULL,
	"default_value" text,
	"select_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_scopes" text[] DEFAULT '{"application"}' NOT NULL,
	"visibility" text DEFAULT 'everywhere' NOT NULL,
	"settings" jsonb DEFAULT '{"multiple":false}'::jsonb NOT NULL,
	"display_zone" text,
	"sequence_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"product" text DEFAULT 'creative' NOT NULL,
	"sequence_id" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "report_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"sequence_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reports_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid,
	"action" text NOT NULL,
	"product" text,
	"feature_set" text,
	"feature" text,
	"entity_code" text,
	"info" jsonb,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_user_roles" ADD CONSTRAINT "client_user_roles_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_users" ADD CONSTRAINT "client_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_code_roles_code_fk" FOREIGN KEY ("role_code") REFERENCES "public"."roles"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_nodes" ADD CONSTRAINT "creative_nodes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_nodes" ADD CONSTRAINT "creative_nodes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_nodes" ADD CONSTRAINT "creative_nodes_node_type_code_creative_node_types_code_fk" FOREIGN KEY ("node_type_code") REFERENCES "public"."creative_node_types"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_nodes" ADD CONSTRAINT "creative_nodes_parent_id_creative_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."creative_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_nodes" ADD CONSTRAINT "creative_nodes_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_nodes" ADD CONSTRAINT "creative_nodes_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sequences" ADD CONSTRAINT "client_sequences_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_applications" ADD CONSTRAINT "concept_applications_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_applications" ADD CONSTRAINT "concept_applications_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_channels" ADD CONSTRAINT "concept_channels_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_channels" ADD CONSTRAINT "concept_channels_channel_code_channels_code_fk" FOREIGN KEY ("channel_code") REFERENCES "public"."channels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_history" ADD CONSTRAINT "concept_history_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_history" ADD CONSTRAINT "concept_history_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_history" ADD CONSTRAINT "concept_history_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_tags" ADD CONSTRAINT "concept_tags_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_tags" ADD CONSTRAINT "concept_tags_tag_id_creative_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."creative_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_creative_node_id_creative_nodes_id_fk" FOREIGN KEY ("creative_node_id") REFERENCES "public"."creative_nodes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_parent_concept_id_concepts_id_fk" FOREIGN KEY ("parent_concept_id") REFERENCES "public"."concepts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_ua_lead_id_users_id_fk" FOREIGN KEY ("ua_lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_creative_lead_id_users_id_fk" FOREIGN KEY ("creative_lead_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concepts" ADD CONSTRAINT "concepts_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_tags" ADD CONSTRAINT "creative_tags_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_tags" ADD CONSTRAINT "creative_tags_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ua_settings" ADD CONSTRAINT "application_ua_settings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_ua_settings" ADD CONSTRAINT "application_ua_settings_code_ua_setting_fields_code_fk" FOREIGN KEY ("code") REFERENCES "public"."ua_setting_fields"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_ua_settings" ADD CONSTRAINT "client_ua_settings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_ua_settings" ADD CONSTRAINT "client_ua_settings_code_ua_setting_fields_code_fk" FOREIGN KEY ("code") REFERENCES "public"."ua_setting_fields"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_settings_fields" ADD CONSTRAINT "creative_settings_fields_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_settings_fields" ADD CONSTRAINT "creative_settings_fields_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_categories" ADD CONSTRAINT "report_categories_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_categories" ADD CONSTRAINT "report_categories_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_category_id_report_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."report_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_client_code_key" ON "applications" USING btree ("client_id","code");--> statement-breakpoint
CREATE INDEX "client_users_user_idx" ON "client_users" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email_address"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "creative_nodes_application_parent_idx" ON "creative_nodes" USING btree ("application_id","parent_id","sequence_id");--> statement-breakpoint
CREATE INDEX "concept_applications_application_idx" ON "concept_applications" USING btree ("application_id","concept_id");--> statement-breakpoint
CREATE INDEX "concept_history_concept_idx" ON "concept_history" USING btree ("concept_id","create_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "concept_tags_tag_idx" ON "concept_tags" USING btree ("tag_id","concept_id");--> statement-breakpoint
CREATE UNIQUE INDEX "concepts_client_internal_id_key" ON "concepts" USING btree ("client_id","internal_id");--> statement-breakpoint
CREATE INDEX "concepts_client_created_idx" ON "concepts" USING btree ("client_id","create_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "concepts_node_idx" ON "concepts" USING btree ("creative_node_id");--> statement-breakpoint
CREATE INDEX "concepts_parent_idx" ON "concepts" USING btree ("parent_concept_id");--> statement-breakpoint
CREATE INDEX "concepts_name_trgm_idx" ON "concepts" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "creative_tags_client_application_idx" ON "creative_tags" USING btree ("client_id","application_id");--> statement-breakpoint
CREATE INDEX "report_categories_client_idx" ON "report_categories" USING btree ("client_id","product");--> statement-breakpoint
CREATE INDEX "user_activity_user_idx" ON "user_activity" USING btree ("user_id","create_date");