-- Each search word carries its person's first and last names, so a prefix's matches are read in the order of the
-- word, then the name, from the primary key alone. The words are rebuilt with the names.
DELETE FROM "user_search_words";--> statement-breakpoint
DROP INDEX "user_search_words_org_user_idx";--> statement-breakpoint
ALTER TABLE "user_search_words" DROP CONSTRAINT "user_search_words_organization_id_word_user_id_pk";--> statement-breakpoint
ALTER TABLE "user_search_words" ADD COLUMN "first_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "user_search_words" ADD COLUMN "last_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "user_search_words" ADD CONSTRAINT "user_search_words_organization_id_word_first_name_last_name_user_id_pk" PRIMARY KEY("organization_id","word","first_name","last_name","user_id");--> statement-breakpoint
CREATE INDEX "user_search_words_org_user_idx" ON "user_search_words" USING btree ("organization_id","user_id","word");--> statement-breakpoint
CREATE OR REPLACE FUNCTION atrium_index_user_words(org_ids int[], user_ids int[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM user_search_words w USING unnest(org_ids, user_ids) AS t(organization_id, user_id)
  WHERE w.organization_id = t.organization_id AND w.user_id = t.user_id;
  WITH people AS (
    SELECT DISTINCT organization_id, user_id FROM unnest(org_ids, user_ids) AS t(organization_id, user_id)
  ), texts AS (
    SELECT p.organization_id, p.user_id, u.first_name, u.last_name, texts.kind, texts.text
    FROM people p
    JOIN users u ON u.organization_id = p.organization_id AND u.id = p.user_id
    CROSS JOIN LATERAL (VALUES
      ('name', atrium_search_fold(concat_ws(' ', u.first_name, u.middle_name, u.last_name))),
      ('email', atrium_search_fold(u.email))
    ) AS texts(kind, text)
    UNION ALL SELECT p.organization_id, p.user_id, u.first_name, u.last_name, 'code', atrium_search_fold(e.code)
    FROM people p JOIN users u ON u.organization_id = p.organization_id AND u.id = p.user_id
    JOIN employees e ON e.organization_id = p.organization_id AND e.user_id = p.user_id
    UNION ALL SELECT p.organization_id, p.user_id, u.first_name, u.last_name, 'code', atrium_search_fold(c.code)
    FROM people p JOIN users u ON u.organization_id = p.organization_id AND u.id = p.user_id
    JOIN contractors c ON c.organization_id = p.organization_id AND c.user_id = p.user_id
  )
  INSERT INTO user_search_words (organization_id, word, first_name, last_name, user_id)
  SELECT DISTINCT texts.organization_id, left(words.word, 200), texts.first_name, texts.last_name, texts.user_id
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
SELECT atrium_index_user_words(array_agg(organization_id), array_agg(id)) FROM users;
