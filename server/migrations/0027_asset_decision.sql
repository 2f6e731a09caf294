ALTER TABLE "concept_assets" ADD COLUMN "decision_status" text;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD COLUMN "decision_file_version" integer;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "concept_assets" ADD CONSTRAINT "concept_assets_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;