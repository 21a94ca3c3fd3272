/** The module's contracts: schemas, error codes, role rule and its tool's access rule. */
export function contractsFiles({ name, pascal, constant, title, lower, tool }) {
  return {
    'index.ts': `/** ${title}: the payloads, rules and error codes the server and the web app share. */
export * from './${name}.errors';
export * from './${name}.rules';
export * from './${name}.schemas';
`,
    [`${name}.errors.ts`]: `import { defineErrors } from '../errors/define-errors';

/** The module's own error codes: the HTTP status and the message a user reads. */
export const ${constant}_ERRORS = defineErrors({});
`,
    [`${name}.rules.ts`]: `import type { Actor } from '../roles/actor';
import { hasRole } from '../roles/checks';
import { ROLES } from '../roles/role-ids';

/** Who may use ${lower} (the CEO passes every role check): the server's routes and the web app's tool alike. */
export const canUse${pascal} = (actor: Actor) => hasRole(actor, ROLES.EMPLOYEE);
`,
    [`${name}.rules.test.ts`]: `import { describe, expect, it } from 'vitest';
import type { Actor } from '../roles/actor';
import { ROLES, type RoleId } from '../roles/role-ids';
import { canUse${pascal} } from './${name}.rules';

const actor = (roles: RoleId[]): Actor => ({
  roles,
  departments: [],
  sub_department_ids: [],
  is_timesheet_approver: false,
  user_id: 1,
});

describe('who may use ${lower}', () => {
  it.each<[string, RoleId[], boolean]>([
    ['an employee', [ROLES.EMPLOYEE], true],
    ['the CEO', [ROLES.CEO], true],
    ['someone with no role', [], false],
  ])('%s: %s', (_who, roles, may) => {
    expect(canUse${pascal}(actor(roles))).toBe(may);
  });
});
`,
    [`${name}.schemas.ts`]: `import { z } from 'zod';
import { IdParamSchema } from '../ids';
import { listQuerySchema, pageSchema } from '../lists';

export const ${constant}_SORTABLE = ['name', 'created'] as const;

export const ${pascal}RecordCreateSchema = z.object({ name: z.string().trim().min(1, 'required').max(256) }).strict();
export type ${pascal}RecordCreate = z.infer<typeof ${pascal}RecordCreateSchema>;

export const ${pascal}RecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  created_by: z.number().int().nullable(),
  created: z.string(),
});
export type ${pascal}Record = z.infer<typeof ${pascal}RecordSchema>;
export const ${pascal}RecordPageSchema = pageSchema(${pascal}RecordSchema);

/** A page of records, newest first unless \`order_by\` says otherwise. */
export const ${pascal}ListQuerySchema = listQuerySchema(${constant}_SORTABLE);
export type ${pascal}ListQuery = z.infer<typeof ${pascal}ListQuerySchema>;

export const ${pascal}IdParamsSchema = z.object({ id: IdParamSchema });
`,
    [`${name}.tools.ts`]: `import { defineTools } from '../tools/define-tools';
import { canUse${pascal} } from './${name}.rules';

/** The ${lower} module's tools and who may use them. */
export const ${constant}_TOOLS = defineTools({ '${tool.identifier}': canUse${pascal} });
`,
  };
}

/** Its lines in the contracts' lists: the index, the error catalogue and the tool list. */
export function contractsLines({ name, constant }) {
  return [
    ['packages/contracts/src/index.ts', /^export \* from '\.\//, `export * from './${name}';`],
    [
      'packages/contracts/src/errors/error-catalogue.ts',
      /^import \{ \w+_ERRORS \} from '\.\.\//,
      `import { ${constant}_ERRORS } from '../${name}/${name}.errors';`,
    ],
    [
      'packages/contracts/src/errors/error-catalogue.ts',
      /^ {2}[\w'-]+: \w+_ERRORS,$/,
      `  '${name}': ${constant}_ERRORS,`,
    ],
    [
      'packages/contracts/src/workspaces/tool-access.ts',
      /^import \{ \w+_TOOLS \} from '\.\.?\//,
      `import { ${constant}_TOOLS } from '../${name}/${name}.tools';`,
    ],
    [
      'packages/contracts/src/workspaces/tool-access.ts',
      /^ {2}[\w'-]+: \w+_TOOLS,$/,
      `  '${name}': ${constant}_TOOLS,`,
    ],
  ];
}
