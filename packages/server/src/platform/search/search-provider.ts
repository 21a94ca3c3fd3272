import type { SearchResult, SearchResultType } from '@atrium/contracts';
import type { RequestActor } from '../auth/actor';
import type { Tx } from '../db/client';

/** A module's searchable records: given the caller and a term, its best matches, already filtered by role. */
export interface SearchProvider {
  type: SearchResultType;
  search(tx: Tx, actor: RequestActor, term: string, limit: number): Promise<SearchResult[]>;
}
