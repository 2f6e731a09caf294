ALTER TABLE "applications" ADD COLUMN "concept_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "creative_nodes" ADD COLUMN "concept_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counts the concepts screen shows on every request, kept exact by the database itself so that
-- every write path (services, seeds, bulk SQL) maintains them in the writing transaction.
-- Statement-level triggers with transition tables: one grouped update per statement, so a bulk
-- insert of 100,000 rows costs one update per application or folder, not one per row.
CREATE FUNCTION "atelier_count_application_concepts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "applications" a SET "concept_count" = a."concept_count" + d.n
    FROM (SELECT "application_id", count(*) AS n FROM new_rows GROUP BY "application_id") d WHERE a."id" = d."application_id";
  ELSE
    UPDATE "applications" a SET "concept_count" = a."concept_count" - d.n
    FROM (SELECT "application_id", count(*) AS n FROM old_rows GROUP BY "application_id") d WHERE a."id" = d."application_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "concept_applications_count_insert" AFTER INSERT ON "concept_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_count_application_concepts"();
--> statement-breakpoint
CREATE TRIGGER "concept_applications_count_delete" AFTER DELETE ON "concept_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_count_application_concepts"();
--> statement-breakpoint
CREATE FUNCTION "atelier_count_folder_concepts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "creative_nodes" f SET "concept_count" = f."concept_count" + d.n
    FROM (SELECT "creative_node_id", count(*) AS n FROM new_rows WHERE "creative_node_id" IS NOT NULL GROUP BY 1) d WHERE f."id" = d."creative_node_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "creative_nodes" f SET "concept_count" = f."concept_count" - d.n
    FROM (SELECT "creative_node_id", count(*) AS n FROM old_rows WHERE "creative_node_id" IS NOT NULL GROUP BY 1) d WHERE f."id" = d."creative_node_id";
  ELSE
    UPDATE "creative_nodes" f SET "concept_count" = f."concept_count" + d.delta
    FROM (
      SELECT node_id, sum(delta) AS delta FROM (
        SELECT o."creative_node_id" AS node_id, -1 AS delta FROM old_rows o JOIN new_rows n ON n."id" = o."id"
          WHERE o."creative_node_id" IS DISTINCT FROM n."creative_node_id" AND o."creative_node_id" IS NOT NULL
        UNION ALL
        SELECT n."creative_node_id", 1 FROM old_rows o JOIN new_rows n ON n."id" = o."id"
          WHERE o."creative_node_id" IS DISTINCT FROM n."creative_node_id" AND n."creative_node_id" IS NOT NULL
      ) moves GROUP BY node_id
    ) d WHERE f."id" = d.node_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "concepts_folder_count_insert" AFTER INSERT ON "concepts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_count_folder_concepts"();
--> statement-breakpoint
CREATE TRIGGER "concepts_folder_count_delete" AFTER DELETE ON "concepts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_count_folder_concepts"();
--> statement-breakpoint
CREATE TRIGGER "concepts_folder_count_update" AFTER UPDATE ON "concepts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_count_folder_concepts"();
--> statement-breakpoint
UPDATE "applications" SET "concept_count" = (SELECT count(*) FROM "concept_applications" WHERE "application_id" = "applications"."id");
--> statement-breakpoint
UPDATE "creative_nodes" SET "concept_count" = (SELECT count(*) FROM "concepts" WHERE "creative_node_id" = "creative_nodes"."id");
