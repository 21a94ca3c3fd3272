CREATE TABLE "opportunity_search_words" (
	"organization_id" integer NOT NULL,
	"word" text NOT NULL,
	"opportunity_id" integer NOT NULL,
	CONSTRAINT "opportunity_search_words_organization_id_word_opportunity_id_pk" PRIMARY KEY("organization_id","word","opportunity_id")
);
--> statement-breakpoint
CREATE INDEX "opportunity_search_words_org_opportunity_idx" ON "opportunity_search_words" USING btree ("organization_id","opportunity_id","word");--> statement-breakpoint
ALTER TABLE "opportunity_search_words" ALTER COLUMN "word" TYPE text COLLATE "C";
--> statement-breakpoint
-- Rewrites the search words of the given opportunities: the words of the opportunity's name and of its client's
-- name, whole and in alphanumeric parts, folded as people's are.
CREATE FUNCTION atrium_index_opportunity_words(org_ids int[], opportunity_ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM opportunity_search_words w USING unnest(org_ids, opportunity_ids) AS t(organization_id, opportunity_id)
  WHERE w.organization_id = t.organization_id AND w.opportunity_id = t.opportunity_id;
  WITH texts AS (
    SELECT o.organization_id, o.id AS opportunity_id, texts.text
    FROM (SELECT DISTINCT organization_id, opportunity_id FROM unnest(org_ids, opportunity_ids) AS t(organization_id, opportunity_id)) t
    JOIN opportunities o ON o.organization_id = t.organization_id AND o.id = t.opportunity_id
    LEFT JOIN clients c ON c.organization_id = o.organization_id AND c.id = o.client_id
    CROSS JOIN LATERAL (VALUES (atrium_search_fold(o.name)), (atrium_search_fold(c.name))) AS texts(text)
    WHERE texts.text IS NOT NULL
  )
  INSERT INTO opportunity_search_words (organization_id, word, opportunity_id)
  SELECT DISTINCT texts.organization_id, left(words.word, 200), texts.opportunity_id
  FROM texts
  CROSS JOIN LATERAL (
    SELECT regexp_split_to_table(texts.text, '\s+')
    UNION ALL SELECT regexp_split_to_table(texts.text, '[^[:alnum:]]+')
  ) AS words(word)
  WHERE words.word <> ''
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- One trigger function for the statement-level triggers below: it finds the opportunities whose words may have
-- changed, by set differences (transition tables have no statistics).
CREATE FUNCTION atrium_opportunity_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org_ids int[];
  opportunity_ids int[];
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    SELECT array_agg(o.organization_id), array_agg(o.id) INTO org_ids, opportunity_ids
    FROM (SELECT id, organization_id, name FROM after_rows EXCEPT SELECT id, organization_id, name FROM before_rows) c
    JOIN opportunities o ON o.organization_id = c.organization_id AND o.client_id = c.id;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, opportunity_ids FROM after_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, opportunity_ids FROM before_rows;
  ELSE
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, opportunity_ids FROM (
      SELECT id, organization_id, name, client_id FROM after_rows
      EXCEPT SELECT id, organization_id, name, client_id FROM before_rows
    ) changed;
  END IF;
  IF opportunity_ids IS NOT NULL THEN
    PERFORM atrium_index_opportunity_words(org_ids, opportunity_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER opportunities_search_words_insert AFTER INSERT ON opportunities REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_opportunity_words_changed();
--> statement-breakpoint
CREATE TRIGGER opportunities_search_words_update AFTER UPDATE ON opportunities
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_opportunity_words_changed();
--> statement-breakpoint
CREATE TRIGGER opportunities_search_words_delete AFTER DELETE ON opportunities REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_opportunity_words_changed();
--> statement-breakpoint
CREATE TRIGGER clients_opportunity_search_words_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_opportunity_words_changed();
--> statement-breakpoint
SELECT atrium_index_opportunity_words(array_agg(organization_id), array_agg(id)) FROM opportunities;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('opportunity_search_words');
--> statement-breakpoint
ANALYZE opportunity_search_words;
