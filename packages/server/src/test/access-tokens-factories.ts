import type { AccessTokenKind } from '@atrium/contracts';
import { storeAccessToken } from '../modules/access-tokens';
import type { AppContext } from '../platform/app-context';
import { inScope } from './factories';

/**
 * A token stored through the access-tokens module's service, as made by `by`: personal (`by`'s own) unless told,
 * with the given scopes, lasting 90 days unless `expiresOn` says. Returns the record and the token itself.
 */
export function buildAccessToken(
  ctx: AppContext,
  organizationId: number,
  input: {
    by: number;
    scopes: string[];
    kind?: AccessTokenKind;
    name?: string;
    roles?: string[];
    expiresOn?: string;
  },
) {
  const kind = input.kind ?? 'personal';
  return inScope(
    ctx,
    organizationId,
    (scope) =>
      storeAccessToken(scope, {
        name: input.name ?? `${kind} token`,
        kind,
        scopes: input.scopes,
        roles: (input.roles ?? []) as never[],
        expires_on: input.expiresOn ?? new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        ownerUserId: kind === 'personal' ? input.by : null,
        createdByUserId: input.by,
      }),
    input.by,
  );
}
