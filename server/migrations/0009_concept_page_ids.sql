-- The ids of one page of an application's concepts, newest first, off the newest-first index of
-- concept_applications. The list statement calls it instead of embedding `limit $n offset $m`: with
-- a page size and offset as parameters, PostgreSQL can't estimate the page and re-plans the whole
-- list statement (rows and every relation) on each call; behind this function it keeps one plan.
CREATE FUNCTION "atelier_concept_page_ids"("p_application_id" uuid, "p_limit" integer, "p_offset" integer)
  RETURNS uuid[] LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN array(
    SELECT "concept_id" FROM "concept_applications"
    WHERE "application_id" = "p_application_id"
    ORDER BY "concept_created_at" DESC, "concept_id" DESC
    LIMIT "p_limit" OFFSET "p_offset");
END $$;
