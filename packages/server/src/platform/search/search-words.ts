/** At most this many words of a search text are matched; more only narrow an already short list. */
const MAX_SEARCH_WORDS = 4;

/** The words of a search text: split on spaces, with punctuation at either end dropped (`-0042` finds `ACME-0042`). */
export function searchWordsOf(term: string): string[] {
  const words = term
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}
