#!/usr/bin/env node
// `npm run new:module -- <name>`: a new domain module from the template (CONTRIBUTING.md), with a passing test.
// Writes the module's own folders and adds its line to each list: the server's modules.ts, the contracts index and
// the error catalogue.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const name = process.argv[2] ?? '';
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error(
    'usage: npm run new:module -- <name>   (lower case, words joined by hyphens, e.g. service-desk)',
  );
  process.exit(2);
}
const words = name.split('-');
const camel =
  words[0] +
  words
    .slice(1)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const pascal = camel[0].toUpperCase() + camel.slice(1);
const constant = words.join('_').toUpperCase();
const title = words.map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');

const serverDir = join(root, 'packages/server/src/modules', name);
const contractsDir = join(root, 'packages/contracts/src', name);
for (const dir of [serverDir, contractsDir]) {
  if (existsSync(dir)) {
    console.error(`${dir} exists already`);
    process.exit(1);
  }
}

const files = {
  [join(contractsDir, 'index.ts')]:
    `/** ${title}: the payloads, rules and error codes the server and the web app share. */
export * from './${name}.errors';
export * from './${name}.rules';
export * from './${name}.schemas';
`,
  [join(contractsDir, `${name}.errors.ts`)]: `import { defineErrors } from '../errors/define-errors';

/** ${title}'s own error codes: the HTTP status and the message a user reads. */
export const ${constant}_ERRORS = defineErrors({});
`,
  [join(contractsDir, `${name}.rules.ts`)]: `import { type Actor, hasRole } from '../roles';
import { ROLES } from '../roles';

/** Who manages ${title.toLowerCase()}: checked by the server on every route, used by the web app to hide what it would refuse. */
export const canManage${pascal} = (actor: Actor) => hasRole(actor, ROLES.CEO);
`,
  [join(contractsDir, `${name}.schemas.ts`)]: `import { z } from 'zod';

/** What the caller may do in ${title.toLowerCase()}. */
export const ${pascal}PermissionsSchema = z.object({ can_manage: z.boolean() });
export type ${pascal}Permissions = z.infer<typeof ${pascal}PermissionsSchema>;
`,
  [join(serverDir, 'index.ts')]: `/** ${title}. */
import { defineModule } from '../../platform/module-kit';
import { ${camel}Routes } from './${name}.routes';

export const ${camel}Module = defineModule({ name: '${name}', routes: [${camel}Routes] });
`,
  [join(serverDir, `${name}.policy.ts`)]:
    `import { type Actor, canManage${pascal}, type ${pascal}Permissions } from '@atrium/contracts';

/** Record rules of ${title.toLowerCase()}: pure functions of the caller (and the record), used by routes and queries alike. */
export function permissionsOf(actor: Actor): ${pascal}Permissions {
  return { can_manage: canManage${pascal}(actor) };
}
`,
  [join(serverDir, `${name}.routes.ts`)]: `import { ${pascal}PermissionsSchema } from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';
import { permissionsOf } from './${name}.policy';

const tags = ['${name}'];

export const ${camel}Routes: ModuleRoutes = async (app) => {
  app.get(
    '/${name}/permissions/',
    {
      config: { permission: 'everyone' },
      schema: { tags, summary: 'What the caller may do in ${title.toLowerCase()}', response: { 200: ${pascal}PermissionsSchema } },
    },
    (request) => permissionsOf(requireActor(request)),
  );
};
`,
  [join(serverDir, `${name}.routes.test.ts`)]: `import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let test: TestApp;
let org: number;
let tokens: Record<string, string>;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(test, org, { ceo: [ROLES.CEO], employee: [ROLES.EMPLOYEE] }, '${name}.test');
});
afterAll(() => test.close());

describe('${title.toLowerCase()} permissions', () => {
  it('tells each caller what they may do', async () => {
    const ceo = await as(test, org, tokens.ceo as string).get('/${name}/permissions/');
    expect(ceo.statusCode).toBe(200);
    expect(ceo.json()).toEqual({ can_manage: true });
    const employee = await as(test, org, tokens.employee as string).get('/${name}/permissions/');
    expect(employee.json()).toEqual({ can_manage: false });
  });

  it('answers 401 without a session', async () => {
    const response = await test.app.inject({ url: \`/api/\${org}/${name}/permissions/\` });
    expect(response.statusCode).toBe(401);
  });
});
`,
};

/** Adds `line` to a list file right after the last line that matches `after`, once. */
function addLine(file, after, line) {
  const path = join(root, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines.includes(line)) return;
  const last = lines.findLastIndex((l) => after.test(l));
  if (last < 0) throw new Error(`no place for "${line}" in ${file}`);
  lines.splice(last + 1, 0, line);
  writeFileSync(path, lines.join('\n'));
}

for (const [path, text] of Object.entries(files)) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
addLine(
  'packages/server/src/modules.ts',
  /^import \{ \w+Module \} from '\.\/modules\//,
  `import { ${camel}Module } from './modules/${name}';`,
);
addLine('packages/server/src/modules.ts', /^ {2}\w+Module,$/, `  ${camel}Module,`);
addLine('packages/contracts/src/index.ts', /^export \* from '\.\//, `export * from './${name}';`);
addLine(
  'packages/contracts/src/errors/error-catalogue.ts',
  /^import \{ \w+_ERRORS \} from '\.\.\//,
  `import { ${constant}_ERRORS } from '../${name}/${name}.errors';`,
);
addLine(
  'packages/contracts/src/errors/error-catalogue.ts',
  /^ {2}[\w'-]+: \w+_ERRORS,$/,
  `  '${name}': ${constant}_ERRORS,`,
);

console.log(`Module ${name} created:
  packages/contracts/src/${name}/      schemas, rules, error codes
  packages/server/src/modules/${name}/  defineModule, routes, policy, test
and listed in packages/server/src/modules.ts, packages/contracts/src/index.ts and the error catalogue.
Next: npm run format && cd packages/server && npx vitest run src/modules/${name}`);
