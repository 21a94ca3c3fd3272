#!/usr/bin/env node
// `npm run new:module -- <name> --tool <identifier>`: a whole module from the template (CONTRIBUTING.md, "Adding a
// module"), passing lint, typecheck and its own tests as written: contracts, server (with its migration), web,
// a journey and a factory, and its line in each list. The tool must be one of spec 2.6 that no module builds yet.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { chooseTool, readArguments, spellings } from './new-module/arguments.mjs';
import { contractsFiles, contractsLines } from './new-module/contracts.mjs';
import { serverFactory, serverFiles, serverLines } from './new-module/server.mjs';
import { e2eFiles, webFiles, webLines } from './new-module/web.mjs';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const bin = (tool) => join(root, 'node_modules/.bin', tool);

function stop(message, status = 1) {
  console.error(message);
  process.exit(status);
}

/** Runs a tool of the repository, stopping on its failure with what it printed. */
function run(tool, args, cwd = root) {
  const result = spawnSync(bin(tool), args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) stop(`${tool} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The tool registry's titles and the tools some module builds, read from the contracts themselves. */
function toolRegistry() {
  const read = `import('./packages/contracts/src/index.ts').then(({ BUILT_TOOLS, TOOLS }) =>
    console.log(JSON.stringify({
      titles: Object.fromEntries(TOOLS.map((tool) => [tool.identifier, tool.title])),
      built: [...BUILT_TOOLS],
    })))`;
  return JSON.parse(run('tsx', ['-e', read]));
}

/** Adds `line` to a list file right after the last line that matches `after`, once. */
function addLine(file, after, line) {
  const path = join(root, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines.includes(line)) return;
  const last = lines.findLastIndex((l) => after.test(l));
  if (last < 0) stop(`no place for "${line}" in ${file}`);
  lines.splice(last + 1, 0, line);
  writeFileSync(path, lines.join('\n'));
}

/** The module's tables in a migration of their own, each under the organisation's forced row-level security. */
function writeMigration(names) {
  const server = join(root, 'packages/server');
  run('drizzle-kit', ['generate', '--name', `${names.snake}_records`], server);
  const journal = JSON.parse(readFileSync(join(server, 'drizzle/meta/_journal.json'), 'utf8'));
  const migration = join(server, 'drizzle', `${journal.entries.at(-1).tag}.sql`);
  if (!readFileSync(migration, 'utf8').includes(`CREATE TABLE "${names.snake}_records"`)) {
    stop(
      `${relative(root, migration)} does not create ${names.snake}_records: on a clean tree, ` +
        '`npm run db:generate -w @atrium/server` must find no changes first',
    );
  }
  appendFileSync(
    migration,
    `--> statement-breakpoint\nSELECT atrium_enable_tenant_rls('${names.snake}_records');\n`,
  );
  return migration;
}

const args = readArguments(process.argv.slice(2));
if (args.refused) stop(args.refused, 2);
const chosen = chooseTool(args.tool, toolRegistry());
if (chosen.refused) stop(chosen.refused, 2);
const names = { ...spellings(args.name), tool: chosen.tool };
const { name, pascal } = names;

const folders = {
  [`packages/contracts/src/${name}`]: contractsFiles(names),
  [`packages/server/src/modules/${name}`]: serverFiles(names),
  [`packages/web/src/modules/${name}`]: webFiles(names),
  [`packages/e2e/${name}`]: e2eFiles(names),
  'packages/server/src/test': { [`${name}-factories.ts`]: serverFactory(names) },
};
const written = Object.entries(folders).flatMap(([folder, files]) =>
  Object.entries(files).map(([file, text]) => [join(root, folder, file), text]),
);
for (const [path] of written) {
  if (existsSync(path)) stop(`${relative(root, path)} exists already`);
}
for (const [path, text] of written) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
const lists = [...contractsLines(names), ...serverLines(names), ...webLines(names)];
for (const [file, after, line] of lists) addLine(file, after, line);
const migration = writeMigration(names);
run('biome', [
  'check',
  '--write',
  ...written.map(([path]) => path),
  ...new Set(lists.map(([file]) => join(root, file))),
]);

console.log(`Module ${name} created, building ${names.tool.identifier} (${names.tool.title}):
  packages/contracts/src/${name}/        schemas, error codes, its rule and its tool's access rule
  packages/server/src/modules/${name}/   tables, queries, service, policy, routes and their tests
  ${relative(root, migration)}   its table under row-level security
  packages/server/src/test/${name}-factories.ts   build${pascal}Record
  packages/web/src/modules/${name}/      its tool, loaded lazily, its API hooks and query keys, a test
  packages/e2e/${name}/                  a journey
and listed in packages/server/src/modules.ts (last: move it to its layer), the contracts index, the error
catalogue, the contracts' tool list and the web tool registry.
Next: cd packages/server && npx vitest run src/modules/${name}; cd packages/web && npx vitest run src/modules/${name}`);
