CREATE TABLE "concept_search" (
	"concept_id" uuid PRIMARY KEY NOT NULL,
	"client_id" uuid NOT NULL,
	"application_ids" uuid[] NOT NULL,
	"name_lower" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "concept_search" ADD CONSTRAINT "concept_search_concept_id_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "concept_search_name_trgm_idx" ON "concept_search" USING gin ("name_lower" gin_trgm_ops);--> statement-breakpoint
-- concept_search mirrors each concept's client, application ids (themselves kept by 0007's
-- triggers) and lowercased name, maintained by the database in the writing transaction like the
-- copies of 0007. Statement-level, so a bulk insert or update costs one statement here; an update
-- rewrites a search row only when what it mirrors changed. Deletes cascade.
CREATE FUNCTION "atelier_sync_concept_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "concept_search" ("concept_id", "client_id", "application_ids", "name_lower")
      SELECT n."id", n."client_id", n."application_ids", lower(n."name") FROM new_rows n;
  ELSE
    UPDATE "concept_search" s
      SET "client_id" = n."client_id", "application_ids" = n."application_ids", "name_lower" = lower(n."name")
      FROM new_rows n
      WHERE s."concept_id" = n."id"
        AND (s."client_id", s."application_ids", s."name_lower") IS DISTINCT FROM (n."client_id", n."application_ids", lower(n."name"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "concepts_search_insert" AFTER INSERT ON "concepts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_search"();
--> statement-breakpoint
CREATE TRIGGER "concepts_search_update" AFTER UPDATE ON "concepts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_search"();
--> statement-breakpoint
INSERT INTO "concept_search" ("concept_id", "client_id", "application_ids", "name_lower")
  SELECT "id", "client_id", "application_ids", lower("name") FROM "concepts";
