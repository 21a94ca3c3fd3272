// The boundary rules, run over the source files under a root. Returns the problems found, by kind.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { cyclesOf } from './cycles.mjs';
import {
  isModuleIndex,
  isTest,
  layerOf,
  moduleOf,
  packageFolders,
  resolveImport,
  sourceFiles,
  sourceRoots,
} from './files.mjs';
import { importsOf } from './imports.mjs';
import { readSource } from './source-text.mjs';
import { drizzleWrites, tableOwners, tablesNamed, tablesWritten } from './tables.mjs';

const literalQueryKey = /queryKey:\s*\[|QueryData(?:<[^>]*>)?\(\s*\[/g;

export function checkBoundaries(root) {
  const folders = packageFolders(root);
  const sources = sourceRoots
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => sourceFiles(join(root, dir)))
    .map((file) => {
      const path = relative(root, file);
      const { code, strings } = readSource(readFileSync(file, 'utf8'));
      const imports = importsOf(code).map((i) => ({
        ...i,
        target: resolveImport(folders, file, i.specifier),
      }));
      return { file, path, module: moduleOf(path), code, strings, imports };
    });
  const owners = tableOwners(sources);
  const problems = { reaches: [], tables: [], cycles: [], keys: [] };
  const fileGraph = new Map();
  const moduleGraph = new Map();

  for (const source of sources) {
    const { file, path, module: from } = source;
    const runTime = [];
    for (const { target, typeOnly } of source.imports) {
      if (!target) continue;
      if (!typeOnly) runTime.push(target);
      const targetPath = relative(root, target);
      const to = moduleOf(targetPath);
      const where = `${path} → ${targetPath}`;
      if (to && from !== to && !isModuleIndex(targetPath))
        problems.reaches.push(`reaches into ${to}: ${where}`);
      for (const problem of layerBreaks(path, targetPath, to)) problems.reaches.push(`${problem}: ${where}`);
      if (from && to && from !== to) setOf(moduleGraph, from).add(to);
    }
    fileGraph.set(file, runTime);
    if (path.startsWith('packages/web/src/'))
      for (const { index } of source.code.matchAll(literalQueryKey))
        problems.keys.push(
          `literal query key (use the module's query-key factory): ${path}:${lineAt(source.code, index)}`,
        );
  }

  // Tables, in the server's own code: tests set up data for the application as a whole.
  for (const source of sources) {
    const from = source.module ?? (layerOf(source.path) === 'server:platform' ? 'server platform' : null);
    if (from?.startsWith('server') && !isTest(source.path))
      problems.tables.push(...tableProblems(source, from, moduleGraph.get(from) ?? new Set(), owners, root));
  }

  // A run-time cycle between files; type-only imports are erased before anything runs.
  for (const cycle of cyclesOf(fileGraph))
    problems.cycles.push(`import cycle: ${cycle.map((f) => relative(root, f)).join(' ↔ ')}`);
  // A cycle between modules, type-only imports included: a module naming one built on it breaks the layers.
  for (const cycle of cyclesOf(moduleGraph)) problems.cycles.push(`module cycle: ${cycle.join(' ↔ ')}`);
  return { files: sources.length, problems };
}

/**
 * Another module's table named in SQL text by a module that does not import it, and any write into another
 * module's table: in SQL text, or by drizzle on a table imported from its owner.
 */
function tableProblems(source, from, imported, owners, root) {
  const { path } = source;
  const problems = [];
  for (const { table, line } of tablesNamed(source.strings)) {
    const owner = owners.byName.get(table);
    if (owner && owner !== from && !imported.has(owner))
      problems.push(`names ${owner}'s table ${table} without importing ${owner}: ${path}:${line}`);
  }
  for (const { table, line } of tablesWritten(source.strings)) {
    const owner = owners.byName.get(table);
    if (owner && owner !== from) problems.push(`writes ${owner}'s table ${table}: ${path}:${line}`);
  }
  const tablesImported = new Map();
  for (const { target, names } of source.imports) {
    const to = target && moduleOf(relative(root, target));
    if (to && to !== from)
      for (const { imported: name, local } of names)
        if (owners.isTable(to, name)) tablesImported.set(local, { owner: to, name });
  }
  for (const { local, line } of drizzleWrites(source.code)) {
    const table = tablesImported.get(local);
    if (table) problems.push(`writes ${table.owner}'s table ${table.name}: ${path}:${line}`);
  }
  return problems;
}

/** The layer rules an import breaks: platform, shared web code and contracts never reach up. */
function layerBreaks(path, targetPath, toModule) {
  const from = layerOf(path);
  const to = layerOf(targetPath);
  const breaks = [];
  if (from === 'server:platform' && toModule && !isTest(path)) breaks.push('platform imports a module');
  if (from === 'web:shared' && toModule) breaks.push('web platform/ or ui/ imports a module');
  if ((from === 'web:shared' || from === 'web:modules') && to === 'web:app') breaks.push('imports app/');
  if (from === 'contracts' && to !== 'contracts') breaks.push('contracts imports another package');
  return breaks;
}

function setOf(map, key) {
  if (!map.has(key)) map.set(key, new Set());
  return map.get(key);
}

const lineAt = (text, index) => text.slice(0, index).split('\n').length;
