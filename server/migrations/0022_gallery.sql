ALTER TABLE "concept_history" ADD COLUMN "anchor" jsonb;--> statement-breakpoint
ALTER TABLE "concept_history" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "concept_history" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "concept_history" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "concept_history" ADD CONSTRAINT "concept_history_parent_id_concept_history_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."concept_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concept_history" ADD CONSTRAINT "concept_history_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concept_history_parent_idx" ON "concept_history" USING btree ("parent_id");