ALTER TABLE "concepts" ADD COLUMN "application_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "concepts" ADD COLUMN "tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "concepts_tag_ids_idx" ON "concepts" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "concepts_application_ids_idx" ON "concepts" USING gin ("application_ids");--> statement-breakpoint
-- Copies of concept_applications and concept_tags on the concept row, which the list's filters read
-- (membership of the application, 'has tag'): kept exact by the database itself, like the counts
-- of 0003, so every write path (services, seeds, bulk SQL, cascades) updates them in the writing
-- transaction. One grouped UPDATE per statement, and a row is written only when its copy changes,
-- so a bulk load that fills the copies up front rewrites nothing. The concepts are locked first and
-- the links read by a statement of its own: under READ COMMITTED that statement sees every link
-- change committed by whoever held one of those rows before, so two transactions changing one
-- concept's links at once cannot leave a copy without the other's change. (NO KEY UPDATE, like the
-- UPDATE itself: it does not conflict with the key-share locks that inserting a link takes.)
CREATE FUNCTION "atelier_sync_concept_links"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT DISTINCT "concept_id" FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    changed := ARRAY(SELECT DISTINCT "concept_id" FROM old_rows);
  ELSE
    changed := ARRAY(SELECT "concept_id" FROM new_rows UNION SELECT "concept_id" FROM old_rows);
  END IF;
  PERFORM 1 FROM "concepts" WHERE "id" = ANY(changed) ORDER BY "id" FOR NO KEY UPDATE;
  IF TG_TABLE_NAME = 'concept_applications' THEN
    UPDATE "concepts" c SET "application_ids" = d."ids"
    FROM (
      SELECT k."id", coalesce((SELECT array_agg(ca."application_id" ORDER BY ca."position", ca."application_id")
        FROM "concept_applications" ca WHERE ca."concept_id" = k."id"), '{}') AS "ids"
      FROM unnest(changed) AS k("id")
    ) d
    WHERE c."id" = d."id" AND c."application_ids" IS DISTINCT FROM d."ids";
  ELSE
    UPDATE "concepts" c SET "tag_ids" = d."ids"
    FROM (
      SELECT k."id", coalesce((SELECT array_agg(ct."tag_id" ORDER BY ct."tag_id")
        FROM "concept_tags" ct WHERE ct."concept_id" = k."id"), '{}') AS "ids"
      FROM unnest(changed) AS k("id")
    ) d
    WHERE c."id" = d."id" AND c."tag_ids" IS DISTINCT FROM d."ids";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "concept_applications_links_insert" AFTER INSERT ON "concept_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_links"();
--> statement-breakpoint
CREATE TRIGGER "concept_applications_links_update" AFTER UPDATE ON "concept_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_links"();
--> statement-breakpoint
CREATE TRIGGER "concept_applications_links_delete" AFTER DELETE ON "concept_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_links"();
--> statement-breakpoint
CREATE TRIGGER "concept_tags_links_insert" AFTER INSERT ON "concept_tags"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_links"();
--> statement-breakpoint
CREATE TRIGGER "concept_tags_links_update" AFTER UPDATE ON "concept_tags"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_links"();
--> statement-breakpoint
CREATE TRIGGER "concept_tags_links_delete" AFTER DELETE ON "concept_tags"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "atelier_sync_concept_links"();
--> statement-breakpoint
UPDATE "concepts" c SET
  "application_ids" = coalesce((SELECT array_agg(ca."application_id" ORDER BY ca."position", ca."application_id")
    FROM "concept_applications" ca WHERE ca."concept_id" = c."id"), '{}'),
  "tag_ids" = coalesce((SELECT array_agg(ct."tag_id" ORDER BY ct."tag_id") FROM "concept_tags" ct WHERE ct."concept_id" = c."id"), '{}');
