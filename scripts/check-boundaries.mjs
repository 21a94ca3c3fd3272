#!/usr/bin/env node
// Fails when a file reaches into another module's files instead of its index.ts, when a layer imports one
// above it (platform → modules, web modules/platform/ui → app), or when imports form a cycle at run time.
// Platform tests may use a module's tables through its index.ts. In the web app it also fails on a literal
// query key: every key comes from a query-key factory (`<module>Keys` in the module's *.api.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const packages = { server: ['packages/server/src', 'packages/server/scripts'], web: ['packages/web/src'] };
// `node scripts/check-boundaries.mjs server` checks one package; without an argument, every package.
const sourceRoots = process.argv[2] ? packages[process.argv[2]] : Object.values(packages).flat();
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];
const literalQueryKey = /queryKey:\s*\[|QueryData(?:<[^>]*>)?\(\s*\[/g;
const importPattern =
  /(?:^|[\s;])(?:import|export)\s(type\s)?[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** `packages/server/src/modules/leave/engine/x.ts` → `server:leave`; files outside any module → null. */
function moduleOf(file) {
  const match = /packages\/(server|web)\/src\/modules\/([^/]+)\//.exec(relative(root, file));
  return match ? `${match[1]}:${match[2]}` : null;
}

function isModuleIndex(file) {
  return /packages\/(server|web)\/src\/modules\/[^/]+\/index\.tsx?$/.test(relative(root, file));
}

function layerOf(file) {
  const path = relative(root, file);
  if (/^packages\/server\/src\/platform\//.test(path)) return 'server:platform';
  if (/^packages\/web\/src\/app\//.test(path)) return 'web:app';
  if (/^packages\/web\/src\/(modules|platform|ui)\//.test(path)) return 'web:below-app';
  return null;
}

const files = sourceRoots.flatMap((dir) => (existsSync(join(root, dir)) ? sourceFiles(join(root, dir)) : []));
const graph = new Map();
const problems = [];
const literalKeys = [];

for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const targets = [];
  for (const match of text.matchAll(importPattern)) {
    const target = resolveImport(file, match[2] ?? match[3]);
    if (!target) continue;
    // Type-only imports are erased before anything runs, so they cannot take part in a cycle.
    if (!match[1]) targets.push(target);
    const from = moduleOf(file);
    const to = moduleOf(target);
    const where = `${relative(root, file)} → ${relative(root, target)}`;
    if (to && from !== to && !isModuleIndex(target)) problems.push(`reaches into ${to}: ${where}`);
    if (layerOf(file) === 'server:platform' && to && !file.endsWith('.test.ts'))
      problems.push(`platform imports a module: ${where}`);
    if (layerOf(file) === 'web:below-app' && layerOf(target) === 'web:app')
      problems.push(`imports app/: ${where}`);
  }
  graph.set(file, targets);
  if (relative(root, file).startsWith('packages/web/src/'))
    for (const { index } of text.matchAll(literalQueryKey)) {
      const line = text.slice(0, index).split('\n').length;
      literalKeys.push(
        `literal query key (use the module's query-key factory): ${relative(root, file)}:${line}`,
      );
    }
}
problems.push(...literalKeys);

// Tarjan's strongly connected components: every component of more than one file is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function connect(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const target of graph.get(file) ?? []) {
    if (!index.has(target)) {
      connect(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) {
      low.set(file, Math.min(low.get(file), index.get(target)));
    }
  }
  if (low.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component);
  }
}
for (const file of graph.keys()) if (!index.has(file)) connect(file);
for (const cycle of cycles) problems.push(`import cycle: ${cycle.map((f) => relative(root, f)).join(' ↔ ')}`);

const reaches = problems.length - cycles.length - literalKeys.length;
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(
    `\n${reaches} boundary problem(s), ${cycles.length} import cycle(s), ${literalKeys.length} literal query key(s).`,
  );
  process.exit(1);
}
console.log(`Boundaries hold: ${files.length} files, 0 reaches, 0 cycles, 0 literal query keys.`);
