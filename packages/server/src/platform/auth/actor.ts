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
}
