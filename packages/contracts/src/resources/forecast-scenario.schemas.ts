import { z } from 'zod';
import { IdParamSchema, IdSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';
import { ResourceForecastSchema } from './resource-forecast.schemas';

/** How many changes one scenario holds at most, and the longest shift of a project's dates in days. */
export const MAX_SCENARIO_CHANGES = 50;
export const MAX_SCENARIO_SHIFT_DAYS = 365;
const MAX_HEADCOUNT = 500;

const isoDate = z.iso.date('invalid');
const Headcount = z.number().int('invalid').min(1, 'invalid').max(MAX_HEADCOUNT, 'invalid');

/**
 * One what-if of a scenario: a need that may come (`add_demand`), a project that may not (`remove_project`), people
 * who may join (`joiner`), a person who may leave (`exit`) and a project whose dates may move (`shift_project`).
 */
export const ScenarioChangeSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('add_demand'),
    label: z.string().trim().min(1, 'required').max(120, 'invalid'),
    designation_id: IdSchema,
    headcount: Headcount,
    share_percent: z.number().int('invalid').min(1, 'invalid').max(100, 'invalid'),
    start_date: isoDate,
    end_date: isoDate,
  }),
  z.strictObject({ kind: z.literal('remove_project'), project_id: IdSchema }),
  z.strictObject({
    kind: z.literal('joiner'),
    designation_id: IdSchema,
    count: Headcount,
    start_date: isoDate,
  }),
  z.strictObject({ kind: z.literal('exit'), employee_id: IdSchema, last_day: isoDate }),
  z.strictObject({
    kind: z.literal('shift_project'),
    project_id: IdSchema,
    days: z
      .number()
      .int('invalid')
      .min(-MAX_SCENARIO_SHIFT_DAYS, 'invalid')
      .max(MAX_SCENARIO_SHIFT_DAYS, 'invalid')
      .refine((days) => days !== 0, 'invalid'),
  }),
]);
export type ScenarioChange = z.infer<typeof ScenarioChangeSchema>;
export type ScenarioChangeKind = ScenarioChange['kind'];

export const SCENARIO_CHANGE_TEXTS: Readonly<Record<ScenarioChangeKind, string>> = {
  add_demand: 'Add demand',
  remove_project: 'Remove a project',
  joiner: 'Joiners',
  exit: 'An exit',
  shift_project: 'Shift a project',
};

const ChangesSchema = z
  .array(ScenarioChangeSchema)
  .max(MAX_SCENARIO_CHANGES, 'invalid')
  .superRefine((changes, context) => {
    changes.forEach((change, index) => {
      if (change.kind === 'add_demand' && change.end_date < change.start_date)
        context.addIssue({
          code: 'custom',
          path: [index, 'end_date'],
          message: 'forecast_scenario_end_before_start',
        });
    });
  });

const FieldsSchema = z.strictObject({
  name: z.string().trim().min(1, 'required').max(120, 'invalid'),
  description: z.string().trim().max(2000, 'invalid').nullable().optional(),
  changes: ChangesSchema,
});

/** A new scenario: its name, what it is for and its changes, applied in order. */
export const ForecastScenarioCreateSchema = FieldsSchema;
export type ForecastScenarioCreate = z.infer<typeof ForecastScenarioCreateSchema>;
export const ForecastScenarioUpdateSchema = FieldsSchema.partial();
export type ForecastScenarioUpdate = z.infer<typeof ForecastScenarioUpdateSchema>;

const Named = z.object({ id: z.number().int(), name: z.string() });

/** A saved scenario, with the names of what its changes point at (`names`: `project:3`, `employee:7`, ...). */
export const ForecastScenarioSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  changes: z.array(ScenarioChangeSchema),
  names: z.record(z.string(), z.string()),
  created_by: Named.nullable(),
  created: z.string(),
  updated: z.string(),
  /** Whether the caller may change or delete it: its author and the CEO. */
  may_edit: z.boolean(),
});
export type ForecastScenario = z.infer<typeof ForecastScenarioSchema>;
export const ForecastScenarioPageSchema = pageSchema(ForecastScenarioSchema);
export const FORECAST_SCENARIO_SORTABLE = ['name', 'updated'] as const;
export const ForecastScenarioListQuerySchema = listQuerySchema(FORECAST_SCENARIO_SORTABLE);
export type ForecastScenarioListQuery = z.infer<typeof ForecastScenarioListQuerySchema>;
export const ForecastScenarioParamsSchema = z.object({ id: IdParamSchema });

/** The key of `names` for a record a change points at. */
export const scenarioNameKey = (kind: 'project' | 'employee' | 'designation', id: number) => `${kind}:${id}`;

/**
 * Today's forecast and the scenario's, over the same weeks and the same roles in the same order, so they read side
 * by side cell for cell.
 */
export const ScenarioComparisonSchema = z.object({
  scenario: ForecastScenarioSchema,
  today: ResourceForecastSchema,
  what_if: ResourceForecastSchema,
});
export type ScenarioComparison = z.infer<typeof ScenarioComparisonSchema>;
