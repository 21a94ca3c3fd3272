#!/usr/bin/env node
// Fails when a file reaches into another module's files instead of its index.ts (by a relative or a package
// path, from any package), when a layer imports one above it (platform → modules, web platform/ui → modules,
// web → app, contracts → another package), when imports form a cycle at run time or modules form one at all,
// when a module names another module's table in SQL without importing that module, or writes another module's
// table. In the web app it also fails on a literal query key: every key comes from a query-key factory.
// `node scripts/check-boundaries.mjs [root]` checks the tree under root, the repository by default.
import { dirname, resolve } from 'node:path';
import { checkBoundaries } from './boundaries/check.mjs';

const root = resolve(process.argv[2] ?? resolve(dirname(new URL(import.meta.url).pathname), '..'));
const { files, problems } = checkBoundaries(root);
const { reaches, tables, cycles, keys } = problems;
const all = [...reaches, ...tables, ...cycles, ...keys];
if (all.length) {
  console.error(all.join('\n'));
  console.error(
    `\n${reaches.length} boundary problem(s), ${tables.length} table problem(s), ${cycles.length} import cycle(s), ${keys.length} literal query key(s).`,
  );
  process.exit(1);
}
console.log(`Boundaries hold: ${files} files, 0 reaches, 0 table problems, 0 cycles, 0 literal query keys.`);
