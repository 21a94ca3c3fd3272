CREATE TABLE "project_search_words" (
	"organization_id" integer NOT NULL,
	"word" text NOT NULL,
	"project_id" integer NOT NULL,
	CONSTRAINT "project_search_words_organization_id_word_project_id_pk" PRIMARY KEY("organization_id","word","project_id")
);
--> statement-breakpoint
CREATE INDEX "project_search_words_org_project_idx" ON "project_search_words" USING btree ("organization_id","project_id","word");--> statement-breakpoint
ALTER TABLE "project_search_words" ALTER COLUMN "word" TYPE text COLLATE "C";
--> statement-breakpoint
-- Rewrites the search words of the given projects: the words of the project's name and of its client's name, whole
-- and in alphanumeric parts, folded as people's are.
CREATE FUNCTION atrium_index_project_words(org_ids int[], project_ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM project_search_words w USING unnest(org_ids, project_ids) AS t(organization_id, project_id)
  WHERE w.organization_id = t.organization_id AND w.project_id = t.project_id;
  WITH texts AS (
    SELECT p.organization_id, p.id AS project_id, texts.text
    FROM (SELECT DISTINCT organization_id, project_id FROM unnest(org_ids, project_ids) AS t(organization_id, project_id)) t
    JOIN projects p ON p.organization_id = t.organization_id AND p.id = t.project_id
    LEFT JOIN clients c ON c.organization_id = p.organization_id AND c.id = p.client_id
    CROSS JOIN LATERAL (VALUES (atrium_search_fold(p.name)), (atrium_search_fold(c.name))) AS texts(text)
    WHERE texts.text IS NOT NULL
  )
  INSERT INTO project_search_words (organization_id, word, project_id)
  SELECT DISTINCT texts.organization_id, left(words.word, 200), texts.project_id
  FROM texts
  CROSS JOIN LATERAL (
    SELECT regexp_split_to_table(texts.text, '\s+')
    UNION ALL SELECT regexp_split_to_table(texts.text, '[^[:alnum:]]+')
  ) AS words(word)
  WHERE words.word <> ''
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- One trigger function for the statement-level triggers below: it finds the projects whose words may have changed,
-- by set differences (transition tables have no statistics).
CREATE FUNCTION atrium_project_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org_ids int[];
  project_ids int[];
BEGIN
  IF TG_TABLE_NAME = 'clients' THEN
    SELECT array_agg(p.organization_id), array_agg(p.id) INTO org_ids, project_ids
    FROM (SELECT id, organization_id, name FROM after_rows EXCEPT SELECT id, organization_id, name FROM before_rows) c
    JOIN projects p ON p.organization_id = c.organization_id AND p.client_id = c.id;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, project_ids FROM after_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, project_ids FROM before_rows;
  ELSE
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, project_ids FROM (
      SELECT id, organization_id, name, client_id FROM after_rows
      EXCEPT SELECT id, organization_id, name, client_id FROM before_rows
    ) changed;
  END IF;
  IF project_ids IS NOT NULL THEN
    PERFORM atrium_index_project_words(org_ids, project_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_search_words_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_project_words_changed();
--> statement-breakpoint
CREATE TRIGGER projects_search_words_update AFTER UPDATE ON projects
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_project_words_changed();
--> statement-breakpoint
CREATE TRIGGER projects_search_words_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_project_words_changed();
--> statement-breakpoint
CREATE TRIGGER clients_search_words_update AFTER UPDATE ON clients
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_project_words_changed();
--> statement-breakpoint
SELECT atrium_index_project_words(array_agg(organization_id), array_agg(id)) FROM projects;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('project_search_words');
--> statement-breakpoint
ANALYZE project_search_words;
