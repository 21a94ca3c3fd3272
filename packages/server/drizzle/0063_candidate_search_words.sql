CREATE TABLE "candidate_search_words" (
	"organization_id" integer NOT NULL,
	"word" text NOT NULL,
	"candidate_id" integer NOT NULL,
	CONSTRAINT "candidate_search_words_organization_id_word_candidate_id_pk" PRIMARY KEY("organization_id","word","candidate_id")
);
--> statement-breakpoint
CREATE INDEX "candidate_search_words_org_candidate_idx" ON "candidate_search_words" USING btree ("organization_id","candidate_id","word");--> statement-breakpoint
ALTER TABLE "candidate_search_words" ALTER COLUMN "word" TYPE text COLLATE "C";
--> statement-breakpoint
-- Rewrites the search words of the given candidates: the words of their name, email, phone, company and
-- designation, whole and in alphanumeric parts, folded as people's are.
CREATE FUNCTION atrium_index_candidate_words(org_ids int[], candidate_ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM candidate_search_words w USING unnest(org_ids, candidate_ids) AS t(organization_id, candidate_id)
  WHERE w.organization_id = t.organization_id AND w.candidate_id = t.candidate_id;
  WITH texts AS (
    SELECT c.organization_id, c.id AS candidate_id, atrium_search_fold(concat_ws(' ', c.first_name, c.last_name,
      c.email, c.phone, c.current_company, c.current_designation)) AS text
    FROM (SELECT DISTINCT organization_id, candidate_id FROM unnest(org_ids, candidate_ids) AS t(organization_id, candidate_id)) t
    JOIN candidates c ON c.organization_id = t.organization_id AND c.id = t.candidate_id
  )
  INSERT INTO candidate_search_words (organization_id, word, candidate_id)
  SELECT DISTINCT texts.organization_id, left(words.word, 200), texts.candidate_id
  FROM texts
  CROSS JOIN LATERAL (
    SELECT regexp_split_to_table(texts.text, '\s+')
    UNION ALL SELECT regexp_split_to_table(texts.text, '[^[:alnum:]]+')
  ) AS words(word)
  WHERE words.word <> ''
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- The candidates whose words may have changed, found by set differences (transition tables have no statistics).
CREATE FUNCTION atrium_candidate_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org_ids int[];
  candidate_ids int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, candidate_ids FROM after_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, candidate_ids FROM before_rows;
  ELSE
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, candidate_ids FROM (
      SELECT id, organization_id, first_name, last_name, email, phone, current_company, current_designation FROM after_rows
      EXCEPT SELECT id, organization_id, first_name, last_name, email, phone, current_company, current_designation FROM before_rows
    ) changed;
  END IF;
  IF candidate_ids IS NOT NULL THEN
    PERFORM atrium_index_candidate_words(org_ids, candidate_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidates_search_words_insert AFTER INSERT ON candidates REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_candidate_words_changed();
--> statement-breakpoint
CREATE TRIGGER candidates_search_words_update AFTER UPDATE ON candidates
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_candidate_words_changed();
--> statement-breakpoint
CREATE TRIGGER candidates_search_words_delete AFTER DELETE ON candidates REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_candidate_words_changed();
--> statement-breakpoint
SELECT atrium_index_candidate_words(array_agg(organization_id), array_agg(id)) FROM candidates;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('candidate_search_words');
--> statement-breakpoint
ANALYZE candidate_search_words;
