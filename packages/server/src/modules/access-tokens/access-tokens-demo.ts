import { ROLES, tokenExpiryBounds } from '@atrium/contracts';
import type { Scope } from '../../platform/scope';
import { findActiveUserIdsWithRole, findUsersByEmails, markAccessTokenRevoked } from '../accounts';
import { storeAccessToken } from './access-tokens.service';

/**
 * Demo tokens, so the screen is not empty on a fresh start: a personal token for each organisation admin (or, where
 * there is none, each of `emails`) and one organisation token, since retired (revoked). Each is a fresh random
 * value that is never returned nor written anywhere: no one knows a demo token.
 */
export async function seedAccessTokensDemo(scope: Scope, emails: readonly string[] = []) {
  const admins = await findActiveUserIdsWithRole(scope.tx, scope.org.id, ROLES.ORG_ADMIN);
  const named = [...(await findUsersByEmails(scope.tx, scope.org.id, [...emails])).values()].map(
    (user) => user.id,
  );
  const makers = admins.length ? admins : named;
  const { byDefault } = tokenExpiryBounds(scope.clock.today());
  for (const userId of makers) {
    await storeAccessToken(scope, {
      name: 'Monthly headcount spreadsheet',
      kind: 'personal',
      scopes: ['people:read', 'leave:read'],
      roles: [],
      expires_on: byDefault,
      ownerUserId: userId,
      createdByUserId: userId,
    });
  }
  const [maker] = makers;
  if (maker === undefined) return;
  const retired = await storeAccessToken(scope, {
    name: 'Payroll sync (old provider)',
    kind: 'organization',
    scopes: ['people:read', 'timesheets:read'],
    roles: [ROLES.EMPLOYEE],
    expires_on: byDefault,
    ownerUserId: null,
    createdByUserId: maker,
  });
  await markAccessTokenRevoked(scope.tx, scope.org.id, retired.id, maker);
}
