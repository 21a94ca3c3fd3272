import { ROLES } from '@atrium/contracts';
import { createUser, issuePasswordLink } from '../modules/accounts';
import { seedOrgSetupDefaults } from '../modules/org-setup';
import { createOrganizationFilled, type NewOrganization } from '../modules/orgs';
import { seedStandardTemplates } from '../modules/templates';
import { syncDefaultWorkspaces } from '../modules/workspaces';
import type { AppContext } from '../platform/app-context';
import { createScope, type Scope, systemScope } from '../platform/scope';
import { seedDemoOrganization } from '../seed/demo-seed';

export interface OrganizationProvision extends NewOrganization {
  adminEmail: string;
  adminFirstName?: string;
  adminLastName?: string;
  /** `demo`: the demo Acme's people, leave, projects and timesheets, copied into the new organisation. */
  sample?: 'demo';
  /** The operator request that asked for it, kept on the audit trail. */
  requestId?: string;
}

/** The first admin, their set-password link (mailed to them) and the provisioning on the organisation's own audit trail. */
async function addFirstAdmin(scope: Scope, input: OrganizationProvision) {
  const { tx, org } = scope;
  // The operator's request goes on the new admin's audit row too.
  const requested = createScope({
    services: scope,
    tx,
    org,
    actor: null,
    requestId: input.requestId,
    afterCommit: scope.afterCommit,
  });
  const admin = await createUser(requested, {
    email: input.adminEmail,
    firstName: input.adminFirstName ?? 'Admin',
    lastName: input.adminLastName ?? '',
    userType: 'employee',
    roles: [ROLES.ORG_ADMIN, ROLES.SETUP_MANAGER],
  });
  await requested.audit({
    action: 'organization.provision',
    entityType: 'organization',
    entityId: org.id,
    after: { name: org.name, slug: org.slug, hosts: input.hosts, sample: input.sample ?? null },
  });
  const issued = await issuePasswordLink(scope, admin, { purpose: 'password', isInitial: true });
  await scope.mail(issued.message);
  return issued.link;
}

/**
 * A new organisation with its first admin, who is emailed a link to set a password; with `sample`, filled with
 * the demo's world first. All of it or nothing: a refused admin leaves no organisation behind.
 */
export async function provisionOrganization(ctx: AppContext, input: OrganizationProvision) {
  const { organization, filled: link } =
    input.sample === 'demo'
      ? await seedDemoOrganization(ctx, { name: input.name, slug: input.slug, hosts: input.hosts }, (scope) =>
          addFirstAdmin(scope, input),
        )
      : await createOrganizationFilled(ctx.database.db, input, async (tx, org) => {
          await syncDefaultWorkspaces(tx, org.id);
          const scope = systemScope(ctx, tx, org);
          await seedOrgSetupDefaults(scope);
          await seedStandardTemplates(scope);
          return addFirstAdmin(scope, input);
        });
  return { organization, link };
}
