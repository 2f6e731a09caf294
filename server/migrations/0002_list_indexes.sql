ALTER TABLE "concept_applications" ADD COLUMN "concept_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "concept_applications_newest_idx" ON "concept_applications" USING btree ("application_id","concept_created_at" DESC NULLS FIRST,"concept_id" DESC NULLS FIRST);--> statement-breakpoint
UPDATE "concept_applications" SET "concept_created_at" = "concepts"."create_date" FROM "concepts" WHERE "concepts"."id" = "concept_applications"."concept_id";
