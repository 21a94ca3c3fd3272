import type { ScenarioChange } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '../../platform/clock';
import type { Scope } from '../../platform/scope';
import { designations } from '../org-setup';
import { projects } from '../projects';
import { resourceForecastScenarios } from './resources.tables';

/** A demo scenario's changes, naming designations and projects by name and dates in days from today. */
export type DemoScenarioChange =
  | { kind: 'joiner'; designation: string; count: number; inDays: number }
  | { kind: 'shift_project'; project: string; days: number }
  | {
      kind: 'add_demand';
      label: string;
      designation: string;
      headcount: number;
      share: number;
      inDays: number;
      days: number;
    };

export interface DemoScenario {
  name: string;
  description: string;
  changes: DemoScenarioChange[];
}

/** Saves the demo's scenario as `createdBy`'s, its names resolved in the organisation; audited as a save is. */
export async function seedDemoScenario(scope: Scope, scenario: DemoScenario, createdBy: number | null) {
  const { tx, org } = scope;
  const today = scope.clock.today();
  const designationRows = await tx
    .select({ id: designations.id, name: designations.name })
    .from(designations)
    .where(eq(designations.organizationId, org.id));
  const projectRows = await tx
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.organizationId, org.id),
        inArray(
          projects.name,
          scenario.changes.flatMap((change) => (change.kind === 'shift_project' ? [change.project] : [])),
        ),
      ),
    );
  const designationOf = (name: string) => designationRows.find((row) => row.name === name)?.id;
  const changes = scenario.changes.flatMap((change): ScenarioChange[] => {
    if (change.kind === 'shift_project') {
      const project = projectRows.find((row) => row.name === change.project);
      return project ? [{ kind: change.kind, project_id: project.id, days: change.days }] : [];
    }
    const designationId = designationOf(change.designation);
    if (designationId === undefined) return [];
    if (change.kind === 'joiner')
      return [
        {
          kind: 'joiner',
          designation_id: designationId,
          count: change.count,
          start_date: addDays(today, change.inDays),
        },
      ];
    return [
      {
        kind: 'add_demand',
        label: change.label,
        designation_id: designationId,
        headcount: change.headcount,
        share_percent: change.share,
        start_date: addDays(today, change.inDays),
        end_date: addDays(today, change.inDays + change.days),
      },
    ];
  });
  const [row] = await tx
    .insert(resourceForecastScenarios)
    .values({
      organizationId: org.id,
      name: scenario.name,
      description: scenario.description,
      changes,
      createdBy,
    })
    .returning();
  if (!row) return;
  await scope.audit({
    action: 'resource_forecast_scenario.create',
    entityType: 'resource_forecast_scenario',
    entityId: row.id,
    after: row,
  });
}
