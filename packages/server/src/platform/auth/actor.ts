import type { Actor } from '@atrium/contracts';

/** Who is calling: the signed-in user of one organisation, with what permission checks need. */
export interface RequestActor extends Actor {
  organization_id: number;
  session_id: number;
  user_type: string;
  is_reporting_manager: boolean;
  extra_auth_until: Date | null;
  /** The organisation's project permission variant (spec 6), for the rules that depend on it. */
  project_permission_variant?: string;
  /** The access token the request came with (`Authorization: Bearer atr_…`); absent for a session. */
  token?: TokenUse;
}

/** An access token in use: what the central scope check, its rate limit and its usage record need of it. */
export interface TokenUse {
  id: number;
  kind: 'personal' | 'organization';
  /** `module:read` or `module:write` each. */
  scopes: readonly string[];
}
