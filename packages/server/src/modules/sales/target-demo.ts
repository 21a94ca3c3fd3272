import { fiscalYearOf, parseApiDate } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Scope } from '../../platform/scope';
import { findUsersByEmails } from '../accounts';
import { departments } from '../org-setup';
import { salesBusinessPlans, salesTargets } from './sales.tables';

/** A demo business plan for the current financial year: its rates and its targets by person or department name. */
export interface DemoTargets {
  name: string;
  /** Who drew it up. */
  by: string;
  rates: { USD: number; EUR: number };
  targets: { person?: string; team?: string; quarters: [number, number, number, number] }[];
}

export const ACME_TARGETS: DemoTargets = {
  name: 'Growth Plan',
  by: 'sales-head@acme.example',
  rates: { USD: 83, EUR: 90 },
  targets: [
    { person: 'sales-head@acme.example', quarters: [2_500_000, 3_000_000, 3_000_000, 3_500_000] },
    { person: 'sales-executive@acme.example', quarters: [3_000_000, 3_500_000, 4_000_000, 4_500_000] },
    { team: 'Sales', quarters: [6_000_000, 7_000_000, 7_500_000, 8_500_000] },
  ],
};

export const ZENSOFT_TARGETS: DemoTargets = {
  name: 'Annual Plan',
  by: 'ceo@zensoft.example',
  rates: { USD: 83, EUR: 90 },
  targets: [{ team: 'Management', quarters: [1_000_000, 1_000_000, 1_500_000, 1_500_000] }],
};

/** The current financial year's active plan in INR with the demo targets of those the organisation has. */
export async function seedTargetsDemo(scope: Scope, demo: DemoTargets) {
  const { tx, org } = scope;
  const year = fiscalYearOf(parseApiDate(scope.clock.today()) as Date).startYear;
  const people = await findUsersByEmails(tx, org.id, [
    demo.by,
    ...demo.targets.flatMap((target) => (target.person ? [target.person] : [])),
  ]);
  const teamNames = demo.targets.flatMap((target) => (target.team ? [target.team] : []));
  const teams = teamNames.length
    ? await tx
        .select({ id: departments.id, name: departments.name })
        .from(departments)
        .where(and(eq(departments.organizationId, org.id), inArray(departments.name, teamNames)))
    : [];
  const byUser = (email: string) => people.get(email.toLowerCase())?.id ?? null;
  const byTeam = (name: string) => teams.find((team) => team.name === name)?.id ?? null;
  const createdBy = byUser(demo.by);
  if (!createdBy) return;
  const [plan] = await tx
    .insert(salesBusinessPlans)
    .values({
      organizationId: org.id,
      name: demo.name,
      financialYear: year,
      currency: 'INR',
      exchangeRates: { INR: 1, ...demo.rates },
      status: 'active',
      createdBy,
    })
    .returning();
  if (!plan) return;
  const values = demo.targets.flatMap((target) => {
    const userId = target.person ? byUser(target.person) : null;
    const departmentId = target.team ? byTeam(target.team) : null;
    if (!userId && !departmentId) return [];
    const [q1, q2, q3, q4] = target.quarters;
    return [{ organizationId: org.id, planId: plan.id, userId, departmentId, q1, q2, q3, q4, createdBy }];
  });
  if (values.length) await tx.insert(salesTargets).values(values);
}
