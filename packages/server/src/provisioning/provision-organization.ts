import { ROLES } from '@atrium/contracts';
import { createUser, issuePasswordLink } from '../modules/accounts';
import { seedOrgSetupDefaults } from '../modules/org-setup';
import { createOrganization, type NewOrganization } from '../modules/orgs';
import { syncDefaultWorkspaces } from '../modules/workspaces';
import type { AppContext } from '../platform/app-context';
import { withOrg } from '../platform/db/tenant';
import { systemScope } from '../platform/scope';

/** A new organisation with its first admin, who is emailed a link to set a password. */
export async function provisionOrganization(
  ctx: AppContext,
  input: NewOrganization & { adminEmail: string; adminFirstName?: string; adminLastName?: string },
) {
  const org = await createOrganization(ctx.database.db, input);
  const issued = await withOrg(ctx.database.db, org.id, async (tx) => {
    await syncDefaultWorkspaces(tx, org.id);
    const scope = systemScope(tx, org);
    await seedOrgSetupDefaults(scope);
    const admin = await createUser(scope, {
      email: input.adminEmail,
      firstName: input.adminFirstName ?? 'Admin',
      lastName: input.adminLastName ?? '',
      userType: 'employee',
      roles: [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER],
    });
    return issuePasswordLink(scope, ctx, admin, { purpose: 'password', isInitial: true });
  });
  await ctx.mailer.send(issued.message);
  return { organization: org, link: issued.link };
}
