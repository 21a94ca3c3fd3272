CREATE TABLE "user_search_words" (
	"organization_id" integer NOT NULL,
	"word" text NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "user_search_words_organization_id_word_user_id_pk" PRIMARY KEY("organization_id","word","user_id")
);
--> statement-breakpoint
CREATE INDEX "user_search_words_org_user_idx" ON "user_search_words" USING btree ("organization_id","user_id");--> statement-breakpoint
ALTER TABLE "user_search_words" ALTER COLUMN "word" TYPE text COLLATE "C";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- How stored words and searched-for text are folded alike: lower case, accents removed.
CREATE FUNCTION atrium_search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
--> statement-breakpoint
-- Rewrites the search words of the given people: words of the first, middle and last names (whole and in alphanumeric parts), the email whole,
-- and each employee or contractor code whole and in its runs of letters and of digits.
CREATE FUNCTION atrium_index_user_words(org_ids int[], user_ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_search_words w USING unnest(org_ids, user_ids) AS t(organization_id, user_id)
  WHERE w.organization_id = t.organization_id AND w.user_id = t.user_id;
  WITH people AS (
    SELECT DISTINCT organization_id, user_id FROM unnest(org_ids, user_ids) AS t(organization_id, user_id)
  ), texts AS (
    SELECT p.organization_id, p.user_id, texts.kind, texts.text
    FROM people p
    JOIN users u ON u.organization_id = p.organization_id AND u.id = p.user_id
    CROSS JOIN LATERAL (VALUES
      ('name', atrium_search_fold(concat_ws(' ', u.first_name, u.middle_name, u.last_name))),
      ('email', atrium_search_fold(u.email))
    ) AS texts(kind, text)
    UNION ALL SELECT p.organization_id, p.user_id, 'code', atrium_search_fold(e.code)
    FROM people p JOIN employees e ON e.organization_id = p.organization_id AND e.user_id = p.user_id
    UNION ALL SELECT p.organization_id, p.user_id, 'code', atrium_search_fold(c.code)
    FROM people p JOIN contractors c ON c.organization_id = p.organization_id AND c.user_id = p.user_id
  )
  INSERT INTO user_search_words (organization_id, word, user_id)
  SELECT DISTINCT texts.organization_id, left(words.word, 200), texts.user_id
  FROM texts
  CROSS JOIN LATERAL (
    SELECT texts.text AS word WHERE texts.kind <> 'name'
    UNION ALL SELECT regexp_split_to_table(texts.text, '\s+') WHERE texts.kind = 'name'
    UNION ALL SELECT regexp_split_to_table(texts.text, '[^[:alnum:]]+') WHERE texts.kind = 'name'
    UNION ALL SELECT (regexp_matches(texts.text, '[[:alpha:]]+|[[:digit:]]+', 'g'))[1] WHERE texts.kind = 'code'
  ) words
  WHERE words.word <> ''
  ON CONFLICT DO NOTHING;
$$;
--> statement-breakpoint
-- One trigger function for the statement-level triggers below: it finds the people whose words may have changed.
CREATE FUNCTION atrium_user_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org_ids int[];
  user_ids int[];
BEGIN
  IF TG_TABLE_NAME = 'users' AND TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, user_ids FROM after_rows;
  ELSIF TG_TABLE_NAME = 'users' AND TG_OP = 'UPDATE' THEN
    -- Set differences, not a join: transition tables have no statistics, and a join of two 20,000-row ones
    -- planned as a nested loop takes minutes.
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, user_ids FROM (
      SELECT id, organization_id, first_name, middle_name, last_name, email FROM after_rows
      EXCEPT SELECT id, organization_id, first_name, middle_name, last_name, email FROM before_rows
    ) changed;
  ELSIF TG_TABLE_NAME = 'users' AND TG_OP = 'DELETE' THEN
    SELECT array_agg(organization_id), array_agg(id) INTO org_ids, user_ids FROM before_rows;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(organization_id), array_agg(user_id) INTO org_ids, user_ids FROM after_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(organization_id), array_agg(user_id) INTO org_ids, user_ids FROM before_rows;
  ELSE
    SELECT array_agg(organization_id), array_agg(user_id) INTO org_ids, user_ids FROM (
      (SELECT id, organization_id, user_id, code FROM after_rows
        EXCEPT SELECT id, organization_id, user_id, code FROM before_rows)
      UNION
      (SELECT id, organization_id, user_id, code FROM before_rows
        EXCEPT SELECT id, organization_id, user_id, code FROM after_rows)
    ) changed;
  END IF;
  IF user_ids IS NOT NULL THEN
    PERFORM atrium_index_user_words(org_ids, user_ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_search_words_insert AFTER INSERT ON users REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER users_search_words_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER users_search_words_delete AFTER DELETE ON users REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER employees_search_words_insert AFTER INSERT ON employees REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER employees_search_words_update AFTER UPDATE ON employees
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER employees_search_words_delete AFTER DELETE ON employees REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER contractors_search_words_insert AFTER INSERT ON contractors REFERENCING NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER contractors_search_words_update AFTER UPDATE ON contractors
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
CREATE TRIGGER contractors_search_words_delete AFTER DELETE ON contractors REFERENCING OLD TABLE AS before_rows
  FOR EACH STATEMENT EXECUTE FUNCTION atrium_user_words_changed();
--> statement-breakpoint
SELECT atrium_index_user_words(array_agg(organization_id), array_agg(id)) FROM users;
--> statement-breakpoint
SELECT atrium_enable_tenant_rls('user_search_words');
