import {
  type ForecastScenario,
  type ForecastScenarioCreate,
  type ForecastScenarioListQuery,
  type ForecastScenarioUpdate,
  mayEditForecastScenario,
  parseOrderBy,
  type ScenarioChange,
} from '@atrium/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../platform/http/app-error';
import { assertAllowed } from '../../platform/http/policy-answer';
import { type Scope, scopeActor } from '../../platform/scope';
import { users } from '../accounts';
import { findReferenceNames, namesOf, type ReferenceName, referencesOf } from './forecast-scenario.queries';
import { resourceForecastScenarios } from './resources.tables';

type ScenarioRow = typeof resourceForecastScenarios.$inferSelect;

function selectScenarios(scope: Scope) {
  return scope.tx
    .select({
      scenario: resourceForecastScenarios,
      authorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(resourceForecastScenarios)
    .leftJoin(
      users,
      and(eq(users.organizationId, scope.org.id), eq(users.id, resourceForecastScenarios.createdBy)),
    )
    .$dynamic();
}

type Selected = { scenario: ScenarioRow; authorName: string | null };

function present(scope: Scope, row: Selected, names: readonly ReferenceName[]): ForecastScenario {
  const s = row.scenario;
  return {
    id: s.id,
    name: s.name,
    description: s.description,
    changes: s.changes,
    names: namesOf(names),
    created_by: s.createdBy === null ? null : { id: s.createdBy, name: row.authorName ?? '' },
    created: s.createdAt.toISOString(),
    updated: s.updatedAt.toISOString(),
    may_edit: mayEditForecastScenario(scopeActor(scope), { created_by_id: s.createdBy }),
  };
}

/** Presents rows with the names of everything their changes point at, found in one statement for them all. */
async function presentAll(scope: Scope, rows: readonly Selected[]) {
  const names = await findReferenceNames(
    scope.tx,
    scope.org.id,
    referencesOf(rows.flatMap((row) => row.scenario.changes)),
  );
  return rows.map((row) => present(scope, row, names));
}

/** One page of the organisation's scenarios, the last changed first unless sorted. */
export async function findScenarioPage(scope: Scope, query: ForecastScenarioListQuery) {
  const where = eq(resourceForecastScenarios.organizationId, scope.org.id);
  const order = parseOrderBy(query.order_by) ?? { field: 'updated', isDescending: true };
  const direction = order.isDescending ? desc : asc;
  const sort = order.field === 'name' ? resourceForecastScenarios.name : resourceForecastScenarios.updatedAt;
  const rows = await selectScenarios(scope)
    .where(where)
    .orderBy(direction(sort), direction(resourceForecastScenarios.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await scope.tx.select({ value: count() }).from(resourceForecastScenarios).where(where);
  return { count: total?.value ?? 0, results: await presentAll(scope, rows) };
}

async function findRow(scope: Scope, id: number) {
  const [row] = await selectScenarios(scope).where(
    and(eq(resourceForecastScenarios.organizationId, scope.org.id), eq(resourceForecastScenarios.id, id)),
  );
  if (!row) throw new AppError('not_found');
  return row;
}

/** A scenario of the organisation: every forecast reader reads it (its link is how it is shared); 404 otherwise. */
export async function findScenario(scope: Scope, id: number) {
  const [scenario] = await presentAll(scope, [await findRow(scope, id)]);
  return scenario as ForecastScenario;
}

/**
 * Refuses a change naming a project or designation the organisation does not have, or someone it does not count
 * as a current employee, under the change's field; returns the names found.
 */
async function assertReferences(scope: Scope, changes: readonly ScenarioChange[]) {
  const names = await findReferenceNames(scope.tx, scope.org.id, referencesOf(changes));
  const known = (kind: ReferenceName['kind'], id: number) =>
    names.some((name) => name.kind === kind && name.id === id && name.current);
  changes.forEach((change, index) => {
    const refusal =
      ('project_id' in change && !known('project', change.project_id) && ['project_id', 'project']) ||
      ('employee_id' in change && !known('employee', change.employee_id) && ['employee_id', 'employee']) ||
      ('designation_id' in change &&
        !known('designation', change.designation_id) && ['designation_id', 'designation']);
    if (!refusal) return;
    const code = `forecast_scenario_unknown_${refusal[1]}`;
    throw new AppError(code, { codes: { [`changes.${index}.${refusal[0]}`]: [code] } });
  });
}

/** Saves a scenario of the caller's, its changes checked against the organisation's records; audited. */
export async function createScenario(scope: Scope, input: ForecastScenarioCreate) {
  await assertReferences(scope, input.changes);
  const [row] = await scope.tx
    .insert(resourceForecastScenarios)
    .values({
      organizationId: scope.org.id,
      name: input.name,
      description: input.description ?? null,
      changes: input.changes,
      createdBy: scopeActor(scope).user_id,
    })
    .returning();
  const created = row as ScenarioRow;
  await scope.audit({
    action: 'resource_forecast_scenario.create',
    entityType: 'resource_forecast_scenario',
    entityId: created.id,
    after: created,
  });
  return findScenario(scope, created.id);
}

/** The scenario when the caller may change it (its author, the CEO): 404 for one of no one, 403 for another's. */
async function editable(scope: Scope, id: number) {
  const row = await findRow(scope, id);
  assertAllowed(mayEditForecastScenario(scopeActor(scope), { created_by_id: row.scenario.createdBy }));
  return row.scenario;
}

/** Changes a scenario's name, description or changes; audited with what it was. */
export async function updateScenario(scope: Scope, id: number, input: ForecastScenarioUpdate) {
  const before = await editable(scope, id);
  if (input.changes) await assertReferences(scope, input.changes);
  const [after] = await scope.tx
    .update(resourceForecastScenarios)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.changes === undefined ? {} : { changes: input.changes }),
      updatedAt: new Date(),
    })
    .where(
      and(eq(resourceForecastScenarios.organizationId, scope.org.id), eq(resourceForecastScenarios.id, id)),
    )
    .returning();
  await scope.audit({
    action: 'resource_forecast_scenario.update',
    entityType: 'resource_forecast_scenario',
    entityId: id,
    before,
    after,
  });
  return findScenario(scope, id);
}

/** Deletes a scenario; its link opens nothing afterwards. Audited with what it was. */
export async function deleteScenario(scope: Scope, id: number) {
  const before = await editable(scope, id);
  await scope.tx
    .delete(resourceForecastScenarios)
    .where(
      and(eq(resourceForecastScenarios.organizationId, scope.org.id), eq(resourceForecastScenarios.id, id)),
    );
  await scope.audit({
    action: 'resource_forecast_scenario.delete',
    entityType: 'resource_forecast_scenario',
    entityId: id,
    before,
  });
}
