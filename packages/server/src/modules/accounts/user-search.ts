import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { queryRows } from '../../platform/db/query-rows';
import { searchWordsOf } from '../../platform/search/search-words';

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

/**
 * The words of a search text folded exactly as the search-word index folds a person's words (`atrium_search_fold`:
 * lower case, accents removed), in one round trip; none for a text without words. Folded first, they reach the
 * search statement as values, so the planner sizes each range from the index's statistics. The same round trip
 * turns parallel workers off for the rest of the transaction: a search walks a few index ranges, and a worker
 * takes longer to start (several milliseconds) than the walk takes.
 */
export async function foldSearchWords(db: Queryable, term: string): Promise<string[]> {
  const words = searchWordsOf(term);
  if (!words.length) return [];
  const [row] = await queryRows<{ words: string[] }>(
    db,
    sql`select array[${sql.join(
      words.map((word) => sql`atrium_search_fold(${word})`),
      sql`, `,
    )}] as words, set_config('max_parallel_workers_per_gather', '0', true)`,
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

/** The person's (`userId`, a column) words from `from` up to, not including, `below`, as a select of `found`. */
function wordsInSql(organizationId: number, userId: SQL, from: string | SQL, below: string | SQL): SQL {
  return sql`select 1 as found from user_search_words x
    where x.organization_id = ${organizationId} and x.user_id = ${userId} and x.word >= ${from} and x.word < ${below}`;
}

/**
 * A condition on a user id column, qualified by its table (the subqueries read a `user_id` of their own): the user
 * matches every folded word of a search, each word a semi-join on the person's own entries of the search-word
 * index, so the planner may check a few rows (a team, the exits) one by one or hash the matches of a rare word,
 * whichever reads less. No words match nobody.
 */
export function userMatches(organizationId: number, userId: SQL, words: string[]): SQL {
  if (!words.length) return sql`false`;
  return sql.join(
    words.map((word) => sql`exists (${userWordSql(organizationId, userId, word)})`),
    sql` and `,
  );
}

/** The person's (`userId`, a column) words beginning with the folded `word`, as a select of `found`. */
export function userWordSql(organizationId: number, userId: SQL, word: string): SQL {
  return wordsInSql(organizationId, userId, word, prefixUpperBound(word));
}

/** The search word a ranked walk is driven by: the longest (the first of equals), likely the fewest people. */
function drivingWord(words: string[]): string {
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), words[0] ?? '');
}

/**
 * The people matching every folded word, each once (`user_id`), ranked (`rank` 1, 2, …) by their word that the
 * longest search word begins, then by first and last name: whole words before longer ones, each group in
 * alphabetical order. Only the first `limit` are read, walking one range of the primary key in its order; each
 * person is checked on their own index entries: no earlier word in the range, the other words, and a row of
 * `listed` (a select on `w.user_id`: the people the list shows). The checks are laterals with a limit, which the
 * planner cannot turn into hash joins over whole tables, so a page or a capped count costs its own length however
 * many people match. The earlier word is a subplan (`offset 0` keeps it from becoming an anti-join), which the
 * planner takes to keep half the range: as an outer join's `is null` it was taken to keep 0.5%, too few to reach
 * the limit, and the whole range of "a" was read and sorted instead of walked (350 ms against 12). No words match
 * nobody.
 */
export function rankedMatchesSql(organizationId: number, words: string[], listed: SQL, limit: number): SQL {
  if (!words.length) return sql`select null::int as user_id, null::int as rank where false`;
  const first = drivingWord(words);
  const others = words.filter((word) => word !== first);
  const wordIn = (alias: string, from: string | SQL, below: string | SQL) =>
    sql`(${wordsInSql(organizationId, sql`w.user_id`, from, below)} limit 1) ${sql.raw(alias)}`;
  return sql`select w.user_id, (row_number() over (order by w.word, w.first_name, w.last_name, w.user_id))::int as rank
    from user_search_words w
    ${sql.join(
      others.map(
        (word, index) => sql`cross join lateral ${wordIn(`other${index}`, word, prefixUpperBound(word))}`,
      ),
      sql` `,
    )}
    cross join lateral (${listed} limit 1) listed
    where w.organization_id = ${organizationId} and w.word >= ${first} and w.word < ${prefixUpperBound(first)}
      and not exists (${wordsInSql(organizationId, sql`w.user_id`, first, sql`w.word`)} offset 0)
    order by w.word, w.first_name, w.last_name, w.user_id
    limit ${limit}`;
}
