// Each boundary rule against a small tree: the clean tree passes, and a violation planted in it fails the check.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, test } from 'node:test';

const script = join(dirname(new URL(import.meta.url).pathname), 'check-boundaries.mjs');

const cleanTree = {
  'packages/contracts/package.json': '{ "name": "@atrium/contracts" }',
  'packages/contracts/src/index.ts': "export const roles = ['admin'] as const;\n",
  'packages/server/package.json': '{ "name": "@atrium/server" }',
  'packages/server/src/platform/db.ts': 'export const query = (text: string) => text;\n',
  'packages/server/src/modules/orgs/orgs.tables.ts':
    "export const organizations = pgTable('organizations', { id: serial('id') });\n",
  'packages/server/src/modules/orgs/orgs.service.ts': [
    "import { query } from '../../platform/db';",
    "export const rename = () => query('update organizations set name = $1');",
  ].join('\n'),
  'packages/server/src/modules/orgs/index.ts': [
    "export { organizations } from './orgs.tables';",
    "export { rename } from './orgs.service';",
    'export interface Org { id: number }',
  ].join('\n'),
  'packages/server/src/modules/people/people.tables.ts':
    "export const employees = pgTable(\n  'employees',\n  { id: serial('id') },\n);\n",
  'packages/server/src/modules/people/people.queries.ts': [
    "import { rename } from '../orgs';",
    '// Reads organizations alongside, through the orgs module it builds on.',
    'export const list = () => sql`select e.id from employees e join organizations o on o.id = e.org_id`;',
    'export const renameOrg = rename;',
  ].join('\n'),
  'packages/server/src/modules/people/index.ts': "export { list } from './people.queries';\n",
  'packages/web/package.json': '{ "name": "@atrium/web" }',
  'packages/web/src/platform/useCan.ts': 'export const useCan = () => true;\n',
  'packages/web/src/ui/Panel.tsx':
    "import { useCan } from '../platform/useCan';\nexport const Panel = useCan;\n",
  'packages/web/src/modules/leave/leave.api.ts':
    "export const leaveKeys = { all: (org: number) => ['leave', org] as const };\n",
  'packages/web/src/modules/leave/index.ts': "export { leaveKeys } from './leave.api';\n",
  'packages/e2e/package.json': '{ "name": "@atrium/e2e" }',
  'packages/e2e/leave/leave.spec.ts':
    "import { roles } from '@atrium/contracts';\nexport const who = roles;\n",
};

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Runs the check on the clean tree with `planted` files added or replaced. */
function check(planted = {}) {
  root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries({ ...cleanTree, ...planted })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

function assertFails(planted, message) {
  const { status, output } = check(planted);
  assert.equal(status, 1, output);
  assert.match(output, message);
}

test('a clean tree passes', () => {
  const { status, output } = check();
  assert.equal(status, 0, output);
  assert.match(output, /Boundaries hold: 13 files/);
});

test("a module naming another module's table in SQL without importing it fails", () => {
  assertFails(
    {
      'packages/server/src/modules/leave/leave.queries.ts': `export const staff = sql\`select count(*) from employees where org_id = \${1}\`;`,
    },
    /names server:people's table employees without importing server:people: .*leave\.queries\.ts:1/,
  );
});

test('a table named only in a comment, or by an importing module, passes', () => {
  const { status, output } = check({
    'packages/server/src/modules/leave/leave.queries.ts': [
      '// Counts what people keeps: select count(*) from employees.',
      "/* join employees e on e.id = r.employee_id */ export const table = 'leave';",
    ].join('\n'),
  });
  assert.equal(status, 0, output);
});

test("a write into another module's table in SQL text fails, imported or not", () => {
  assertFails(
    {
      'packages/server/src/modules/people/people.service.ts':
        "export const sq = `update organizations o set name = 'x'`;",
    },
    /writes server:orgs's table organizations: .*people\.service\.ts:1/,
  );
  assertFails(
    {
      'packages/server/src/modules/people/people.service.ts':
        "export const q = 'insert into organizations (id) values (1)';",
    },
    /writes server:orgs's table organizations/,
  );
  assertFails(
    {
      'packages/server/src/modules/people/people.service.ts': `export const q = sql\`delete from organizations where id = \${1}\`;`,
    },
    /writes server:orgs's table organizations/,
  );
});

test('a drizzle insert, update or delete of a table imported from another module fails', () => {
  for (const write of ['insert', 'update', 'delete'])
    assertFails(
      {
        'packages/server/src/modules/people/people.service.ts': [
          "import { organizations as orgs } from '../orgs';",
          `export const change = (tx) => tx.${write}(orgs).values({ id: 1 });`,
        ].join('\n'),
      },
      /writes server:orgs's table organizations: .*people\.service\.ts:2/,
    );
});

test("a module's own drizzle writes pass", () => {
  const { status, output } = check({
    'packages/server/src/modules/people/people.service.ts': [
      "import { employees } from './people.tables';",
      'export const add = (tx, seen: Set<number>) => { seen.delete(1); return tx.insert(employees).values({}); };',
    ].join('\n'),
  });
  assert.equal(status, 0, output);
});

test("an import into another module's files fails, by relative or by package path", () => {
  assertFails(
    {
      'packages/server/src/modules/people/orgs-use.ts':
        "import { organizations } from '../orgs/orgs.tables';\n",
    },
    /reaches into server:orgs: .*orgs-use\.ts → .*orgs\/orgs\.tables\.ts/,
  );
  assertFails(
    {
      'packages/server/src/modules/people/orgs-use.ts':
        "import { organizations } from '@atrium/server/src/modules/orgs/orgs.tables';\n",
    },
    /reaches into server:orgs/,
  );
});

test("contracts or e2e reaching into a module's files fails", () => {
  assertFails(
    {
      'packages/contracts/src/leak.ts':
        "export { rename } from '@atrium/server/src/modules/orgs/orgs.service';\n",
    },
    /reaches into server:orgs: packages\/contracts\/src\/leak\.ts/,
  );
  assertFails(
    {
      'packages/e2e/leave/keys.spec.ts':
        "import { leaveKeys } from '../../web/src/modules/leave/leave.api';\n",
    },
    /reaches into web:leave: packages\/e2e\/leave\/keys\.spec\.ts/,
  );
});

test('web platform/ or ui/ importing a module fails', () => {
  assertFails(
    { 'packages/web/src/platform/keys.ts': "export { leaveKeys } from '../modules/leave';\n" },
    /web platform\/ or ui\/ imports a module: packages\/web\/src\/platform\/keys\.ts/,
  );
  assertFails(
    { 'packages/web/src/ui/LeaveBadge.tsx': "import { leaveKeys } from '@atrium/web/src/modules/leave';\n" },
    /web platform\/ or ui\/ imports a module: packages\/web\/src\/ui\/LeaveBadge\.tsx/,
  );
});

test('a module naming a module built on it fails, even by a type-only import', () => {
  assertFails(
    {
      'packages/server/src/modules/orgs/staff.ts':
        "import type { list } from '../people';\nexport type Staff = typeof list;\n",
    },
    /module cycle: server:(orgs ↔ server:people|people ↔ server:orgs)/,
  );
});

test('a run-time import cycle between files fails', () => {
  assertFails(
    {
      'packages/server/src/platform/db.ts': "import { shape } from './shape';\nexport const query = shape;\n",
      'packages/server/src/platform/shape.ts': "import { query } from './db';\nexport const shape = query;\n",
    },
    /import cycle: .*platform\/(db|shape)\.ts/,
  );
});

test('a literal query key in the web app fails', () => {
  assertFails(
    {
      'packages/web/src/modules/leave/useLeave.ts':
        "export const use = () => useQuery({ queryKey: ['leave'] });\n",
    },
    /literal query key .*useLeave\.ts:1/,
  );
});
