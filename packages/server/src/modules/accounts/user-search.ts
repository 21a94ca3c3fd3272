import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';

/** At most this many words of a search text are matched; more only narrow an already short list. */
const MAX_SEARCH_WORDS = 4;

/**
 * The least text after every text that begins with `prefix`, in bytewise (collation "C") order: the prefix with its
 * last character's code point raised by one (UTF-8 sorts as code points do). A tight bound the planner can size
 * from the statistics, where appending U+10FFFF would look like most of a histogram bucket.
 */
export function prefixUpperBound(prefix: string): string {
  const characters = [...prefix];
  const last = characters.pop()?.codePointAt(0) ?? 0;
  if (last >= 0x10ffff) return `${prefix}\u{10FFFF}`;
  return characters.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
}

/** The words of a search text: split on spaces, with punctuation at either end dropped (`-0042` finds `ACME-0042`). */
export function searchWordsOf(term: string): string[] {
  const words = term
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * The words of a search text folded exactly as the search-word index folds a person's words (`atrium_search_fold`:
 * lower case, accents removed), in one round trip; none for a text without words. Folded first, they reach the
 * search statement as values, so the planner sizes each range from the index's statistics.
 */
export async function foldSearchWords(db: Queryable, term: string): Promise<string[]> {
  const words = searchWordsOf(term);
  if (!words.length) return [];
  const [row] = await queryRows<{ words: string[] }>(
    db,
    sql`select array[${sql.join(
      words.map((word) => sql`atrium_search_fold(${word})`),
      sql`, `,
    )}] as words`,
  );
  return [...new Set(row?.words.filter(Boolean) ?? [])];
}

/**
 * The users (each once, as `user_id`) with a word beginning with each of the folded words: each word one range of
 * the `user_search_words` primary key, compared with `>=` and `<`, leakproof operators an index answers under
 * row-level security. No words match nobody.
 */
export function usersMatchingSql(organizationId: number, words: string[]): SQL {
  if (!words.length) return sql`select null::int as user_id where false`;
  return sql.join(
    words.map(
      (word) => sql`select distinct w.user_id from user_search_words w
        where w.organization_id = ${organizationId} and w.word >= ${word} and w.word < ${prefixUpperBound(word)}`,
    ),
    sql` intersect `,
  );
}

/** A condition on a user id column: the user matches every folded word of a search. */
export function userMatches(organizationId: number, userId: SQL, words: string[]): SQL {
  return sql`${userId} in (${usersMatchingSql(organizationId, words)})`;
}

/**
 * The first `limit` words (`word`, `user_id`) beginning with the first folded word, in index order, of users who
 * also match the other words and `condition` (on `w.user_id`): a bounded walk of one index range, however many
 * people a short search matches, ranked alphabetically by the word that matched.
 */
export function firstMatchingWordsSql(
  organizationId: number,
  words: string[],
  limit: number,
  condition: SQL,
): SQL {
  const [first = '', ...rest] = words;
  return sql`select w.user_id, w.word from user_search_words w
    where w.organization_id = ${organizationId} and w.word >= ${first} and w.word < ${prefixUpperBound(first)}
      ${rest.length ? sql`and w.user_id in (${usersMatchingSql(organizationId, rest)})` : sql``}
      and ${condition}
    order by w.word, w.user_id limit ${limit}`;
}
