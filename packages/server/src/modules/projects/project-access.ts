import type { ProjectPermissions } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { RequestActor } from '../../platform/auth/actor';
import type { Queryable, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import type { Scope } from '../../platform/scope';
import { requireActor, type ScopedOrganization } from '../../platform/tenancy/org-scope';
import { accessTo, seesFinancesOf } from './projects.policy';
import { findProject } from './projects.queries';

export const NO_PERMISSIONS: ProjectPermissions = {
  can_update: false,
  can_read_settings: false,
  can_read_team: false,
  can_update_team: false,
  can_plan_resources: false,
};

/**
 * The project with what the caller may do with it. A project the caller may not read answers 404, as one of
 * another organisation does; one they may read but not `need` answers 403.
 */
export async function projectFor(
  db: Queryable,
  org: ScopedOrganization,
  actor: RequestActor,
  id: number,
  need?: keyof ProjectPermissions,
) {
  const project = await findProject(db, org.id, id);
  const permissions = project && accessTo(org, actor, project);
  if (!project || !permissions) throw new AppError('not_found');
  assertAllowed(!need || permissions[need]);
  return { ...project, permissions };
}

/**
 * The project with the caller's permissions, when they may see its money: one they may not read answers 404,
 * one whose finances are not theirs (an RMG manager's, a sales executive's) 403, as does lacking `need`.
 */
export async function financesOf(
  db: Queryable,
  org: ScopedOrganization,
  actor: RequestActor,
  id: number,
  need?: keyof ProjectPermissions,
) {
  const project = await projectFor(db, org, actor, id, need);
  assertAllowed(seesFinancesOf(actor, project));
  return project;
}

/**
 * A change to one project by a caller who may `need` on it, in one transaction: `write` makes the change and
 * `answer` reads what the screen shows after it.
 */
export function changeProject<T>(
  request: FastifyRequest & { params: { id: number } },
  need: keyof ProjectPermissions,
  write: (scope: Scope) => Promise<unknown>,
  answer: (tx: Tx) => Promise<T>,
) {
  return request.inScope(async (scope) => {
    await projectFor(scope.tx, request.org, requireActor(request), request.params.id, need);
    await write(scope);
    return answer(scope.tx);
  });
}
