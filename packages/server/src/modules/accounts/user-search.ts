import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { asValue, type Bind, queryBuiltRows } from '../../platform/db/prepared-statements';
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
 * lower case, accents removed), longest first (the first of equals first), in one round trip; none for a text without
 * words. Folded first, they reach the search statement as values, so the planner sizes each range from the index's
 * statistics. The same round trip sets the rest of the transaction up for searches: parallel workers off (a search
 * walks a few index ranges, and a worker takes longer to start, several milliseconds, than the walk takes), and a
 * plan made for each call's own words even where a statement is prepared (a plan made once for any word would size
 * "a" as it sizes "lena").
 */
export async function foldSearchWords(db: Queryable, term: string): Promise<string[]> {
  const words = searchWordsOf(term);
  if (!words.length) return [];
  const [row] = await queryBuiltRows<{ words: string[] }>(
    db,
    `search_fold_${words.length}`,
    () =>
      sql`select array[${sql.join(
        words.map((_word, index) => sql`atrium_search_fold(${sql.placeholder(`text${index}`)}::text)`),
        sql`, `,
      )}] as words, set_config('max_parallel_workers_per_gather', '0', true),
        set_config('plan_cache_mode', 'force_custom_plan', true)`,
    Object.fromEntries(words.map((word, index) => [`text${index}`, word])),
  );
  return [...new Set(row?.words.filter(Boolean) ?? [])].sort((a, b) => b.length - a.length);
}

/**
 * The values of a search's words for a statement built with placeholders (`bind` = `asPlaceholder`): each word and
 * the upper bound of its range, by its position among the words.
 */
export function searchWordValues(words: string[]): Record<string, string> {
  return Object.fromEntries(
    words.flatMap((word, index) => [
      [`word${index}`, word],
      [`word${index}_end`, prefixUpperBound(word)],
    ]),
  );
}

/** The range of the search-word index of the word at `index`: from the word up to `prefixUpperBound` of it. */
function wordRange(words: string[], index: number, bind: Bind) {
  const word = words[index] ?? '';
  return { from: bind(`word${index}`, word), below: bind(`word${index}_end`, prefixUpperBound(word)) };
}

/**
 * The users (each once, as `user_id`) with a word beginning with each of the folded words: each word one range of
 * the `user_search_words` primary key, compared with `>=` and `<`, leakproof operators an index answers under
 * row-level security. No words match nobody. With `bind` = `asPlaceholder`, the organisation is `org` and the words
 * are `searchWordValues`.
 */
export function usersMatchingSql(organizationId: number, words: string[], bind: Bind = asValue): SQL {
  if (!words.length) return sql`select null::int as user_id where false`;
  const org = bind('org', organizationId);
  return sql.join(
    words.map((_word, index) => {
      const { from, below } = wordRange(words, index, bind);
      return sql`select distinct w.user_id from user_search_words w
        where w.organization_id = ${org} and w.word >= ${from} and w.word < ${below}`;
    }),
    sql` intersect `,
  );
}

/** The person's (`userId`, a column) words from `from` up to, not including, `below`, as a select of `found`. */
function wordsInSql(org: unknown, userId: SQL, from: unknown, below: unknown): SQL {
  return sql`select 1 as found from user_search_words x
    where x.organization_id = ${org} and x.user_id = ${userId} and x.word >= ${from} and x.word < ${below}`;
}

/**
 * A condition on a user id column, qualified by its table (the subqueries read a `user_id` of their own): the user
 * matches every folded word of a search, each word a semi-join on the person's own entries of the search-word
 * index, so the planner may check a few rows (a team, the exits) one by one or hash the matches of a rare word,
 * whichever reads less. No words match nobody. `bind` as for `usersMatchingSql`.
 */
export function userMatches(organizationId: number, userId: SQL, words: string[], bind: Bind = asValue): SQL {
  if (!words.length) return sql`false`;
  return sql.join(
    words.map((_word, index) => sql`exists (${userWordSql(organizationId, userId, words, index, bind)})`),
    sql` and `,
  );
}

/** The person's (`userId`, a column) words beginning with the word at `index`, as a select of `found`. */
export function userWordSql(
  organizationId: number,
  userId: SQL,
  words: string[],
  index: number,
  bind: Bind = asValue,
): SQL {
  const { from, below } = wordRange(words, index, bind);
  return wordsInSql(bind('org', organizationId), userId, from, below);
}

/**
 * The people matching every folded word, each once (`user_id`), ranked (`rank` 1, 2, …) by their word that the
 * first search word (the longest, as `foldSearchWords` orders them) begins, then by first and last name: whole
 * words before longer ones, each group in alphabetical order. Only the first `limit` are read, walking one range of
 * the primary key in its order; each person is checked on their own index entries: no earlier word in the range,
 * the other words, and a row of `listed` (a select on `w.user_id`: the people the list shows). The checks are
 * laterals with a limit, which the planner cannot turn into hash joins over whole tables, so a page or a capped
 * count costs its own length however many people match. The earlier word is a subplan (`offset 0` keeps it from
 * becoming an anti-join), which the planner takes to keep half the range: as an outer join's `is null` it was taken
 * to keep 0.5%, too few to reach the limit, and the whole range of "a" was read and sorted instead of walked (350 ms
 * against 12). No words match nobody. `bind` as for `usersMatchingSql`, the limit as `matches_limit`.
 */
export function rankedMatchesSql(
  organizationId: number,
  words: string[],
  listed: SQL,
  limit: number,
  bind: Bind = asValue,
): SQL {
  if (!words.length) return sql`select null::int as user_id, null::int as rank where false`;
  const org = bind('org', organizationId);
  const first = wordRange(words, 0, bind);
  const wordIn = (alias: string, index: number) => {
    const { from, below } = wordRange(words, index, bind);
    return sql`(${wordsInSql(org, sql`w.user_id`, from, below)} limit 1) ${sql.raw(alias)}`;
  };
  return sql`select w.user_id, (row_number() over (order by w.word, w.first_name, w.last_name, w.user_id))::int as rank
    from user_search_words w
    ${sql.join(
      words.slice(1).map((_word, index) => sql`cross join lateral ${wordIn(`other${index}`, index + 1)}`),
      sql` `,
    )}
    cross join lateral (${listed} limit 1) listed
    where w.organization_id = ${org} and w.word >= ${first.from} and w.word < ${first.below}
      and not exists (${wordsInSql(org, sql`w.user_id`, first.from, sql`w.word`)} offset 0)
    order by w.word, w.first_name, w.last_name, w.user_id
    limit ${bind('matches_limit', limit)}`;
}
