import { describe, expect, it } from 'vitest';
import { searchWordsOf } from './search-words';

describe('searchWordsOf', () => {
  it.each([
    ['  Lena   Kapoor ', ['Lena', 'Kapoor']],
    ['-0042', ['0042']],
    ['lena.kapoor@', ['lena.kapoor']],
    ["O'Brien", ["O'Brien"]],
    [' - ', []],
    ['a b a c d e', ['a', 'b', 'c', 'd']],
  ])('%j has the words %j', (term, words) => {
    expect(searchWordsOf(term)).toEqual(words);
  });
});
