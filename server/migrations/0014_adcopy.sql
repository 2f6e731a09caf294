CREATE TABLE "ad_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"theme" text DEFAULT 'General' NOT NULL,
	"headline" text NOT NULL,
	"body" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rank_field" text,
	"language" text DEFAULT 'en' NOT NULL,
	"measures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "ad_copies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ad_copy_length_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"network_code" text NOT NULL,
	"network_name" text NOT NULL,
	"field" text NOT NULL,
	"label" text NOT NULL,
	"min_length" integer DEFAULT 0 NOT NULL,
	"max_length" integer NOT NULL,
	"shown_length" integer,
	"cjk_max_length" integer,
	"allow_emoji" boolean DEFAULT true NOT NULL,
	"sequence_id" integer DEFAULT 0 NOT NULL,
	"update_by" uuid,
	"update_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_copy_translations" (
	"ad_copy_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"headline" text,
	"body" text,
	"description" text,
	"measures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "ad_copy_translations_ad_copy_id_locale_pk" PRIMARY KEY("ad_copy_id","locale")
);
--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copies" ADD CONSTRAINT "ad_copies_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copy_length_rules" ADD CONSTRAINT "ad_copy_length_rules_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_copy_translations" ADD CONSTRAINT "ad_copy_translations_ad_copy_id_ad_copies_id_fk" FOREIGN KEY ("ad_copy_id") REFERENCES "public"."ad_copies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_copies_application_idx" ON "ad_copies" USING btree ("application_id","create_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_copies_client_idx" ON "ad_copies" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_copy_length_rules_network_field_key" ON "ad_copy_length_rules" USING btree ("network_code","field");