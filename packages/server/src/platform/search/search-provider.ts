import type { SearchResult, SearchResultType } from '@atrium/contracts';
import type { RequestActor } from '../auth/actor';
import type { Tx } from '../db/client';

/** What was searched: the text as typed, and its words folded as the search-word index folds them. */
export interface SearchTerm {
  text: string;
  /** Folded once per search, on the first provider's asking, and shared by the rest. */
  words(): Promise<string[]>;
}

/** A module's searchable records: given the caller and a term, its best matches, already filtered by role. */
export interface SearchProvider {
  type: SearchResultType;
  search(tx: Tx, actor: RequestActor, term: SearchTerm, limit: number): Promise<SearchResult[]>;
}
