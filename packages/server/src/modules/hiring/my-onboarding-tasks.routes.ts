import { MyOnboardingTaskListSchema } from '@atrium/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client';
import { ownRecords } from '../../platform/http/route-permission';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';
import { departments, designations } from '../org-setup';
import { applications, candidates, hiringRequests, offers, onboardingTasks } from './hiring.tables';

/** Statuses of an offer whose candidate is being onboarded: accepted, not yet joined. */
const ONBOARDING = 'accepted';

/** The caller's open onboarding tasks of candidates still being onboarded, soonest due first. */
async function findMyOnboardingTasks(db: Queryable, organizationId: number, userId: number, today: string) {
  const rows = await db
    .select({
      id: onboardingTasks.id,
      offerId: onboardingTasks.offerId,
      team: onboardingTasks.team,
      title: onboardingTasks.title,
      dueDate: onboardingTasks.dueDate,
      first: candidates.firstName,
      last: candidates.lastName,
      designation: designations.name,
      department: departments.name,
      joiningDate: offers.joiningDate,
    })
    .from(onboardingTasks)
    .innerJoin(offers, and(eq(offers.organizationId, organizationId), eq(offers.id, onboardingTasks.offerId)))
    .innerJoin(
      applications,
      and(eq(applications.organizationId, organizationId), eq(applications.id, offers.applicationId)),
    )
    .innerJoin(
      candidates,
      and(eq(candidates.organizationId, organizationId), eq(candidates.id, applications.candidateId)),
    )
    .innerJoin(
      hiringRequests,
      and(
        eq(hiringRequests.organizationId, organizationId),
        eq(hiringRequests.id, applications.hiringRequestId),
      ),
    )
    .leftJoin(
      designations,
      and(eq(designations.organizationId, organizationId), eq(designations.id, hiringRequests.designationId)),
    )
    .leftJoin(
      departments,
      and(eq(departments.organizationId, organizationId), eq(departments.id, hiringRequests.departmentId)),
    )
    .where(
      and(
        eq(onboardingTasks.organizationId, organizationId),
        eq(onboardingTasks.ownerId, userId),
        isNull(onboardingTasks.completedAt),
        eq(offers.status, ONBOARDING),
      ),
    )
    .orderBy(asc(onboardingTasks.dueDate), asc(onboardingTasks.id));
  return rows.map((row) => ({
    id: row.id,
    offer_id: row.offerId,
    team: row.team as 'it' | 'admin',
    title: row.title,
    due_date: row.dueDate,
    is_overdue: row.dueDate < today,
    candidate: [row.first, row.last].filter(Boolean).join(' '),
    joining_as: [row.designation, row.department].filter(Boolean).join(' · '),
    joining_date: row.joiningDate,
  }));
}

/** Onboarding tasks for their owners, whoever they are: IT and admin people need no hiring role to do theirs. */
export const myOnboardingTaskRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/hiring/onboarding-tasks/mine/',
    {
      config: { permission: ownRecords() },
      schema: {
        tags: ['hiring'],
        summary: 'The caller’s open onboarding tasks, of candidates still being onboarded, soonest due first',
        response: { 200: MyOnboardingTaskListSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => ({
        results: await findMyOnboardingTasks(
          scope.tx,
          scope.org.id,
          requireActor(request).user_id,
          scope.clock.today(),
        ),
      })),
  );
};
