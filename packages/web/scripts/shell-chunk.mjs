// A chunk group for the bundler: the modules the signed-in shell loads, in one chunk of their own. Left to the
// bundler, what the shell (and the tool page in it) imports beyond the entry was some fifty chunks, each
// compressed on its own; every signed-in page loads all of them, and as one chunk they compress about a tenth
// smaller. The group holds what the shell's pages import, directly or through other modules, less what the entry
// or a page shown before sign-in imports (those pages would otherwise load the shell's chunk with them).
//
// An index (a module's `index.ts`, `antd` itself) re-exports others' parts, and the bundler keeps of those only
// what an importer names (the sources are free of side effects: PURE_PACKAGES in vite.config.ts). So through an
// index only the parts named by the importing module are followed; otherwise the shell would take in every part of
// every module it imports one hook from. Elsewhere a whole module is followed, which may count a module as the
// entry's that the bundler leaves out of it (a part of it no page uses): that module then stays out of the group,
// which costs a little compression and nothing else. Had it counted too little as a public page's, that page would
// load the shell's chunk: the sign-in page's budget (vite.config.ts) would fail the build.
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** @typedef {(id: string) => { importedIds: readonly string[], code: string | null } | null} ModuleInfoOf */
/** @typedef {Set<string> | '*'} Names what is imported from a module: these names, or everything */

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js', '/index.mjs'];
const isFile = (/** @type {string} */ path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;
const slashed = (/** @type {string} */ path) => path.replaceAll('\\', '/');

/**
 * The module a specifier of `from` names, among those `from` imports: a relative path as files are found, a path
 * inside a package by where it is installed; a package itself (`null` here) is left to `resolveStatements`.
 * @param {string} from @param {string} specifier @param {readonly string[]} importedIds
 */
function resolveSpecifier(from, specifier, importedIds) {
  if (specifier.startsWith('.')) {
    const base = resolve(dirname(from), specifier);
    for (const extension of EXTENSIONS) if (isFile(base + extension)) return slashed(base + extension);
    return null;
  }
  const workspace = /^@atrium\/([^/]+)$/.exec(specifier);
  if (workspace)
    return importedIds.find((id) => slashed(id).endsWith(`/packages/${workspace[1]}/src/index.ts`)) ?? null;
  return (
    importedIds.find((id) =>
      EXTENSIONS.some((extension) => slashed(id).endsWith(`/node_modules/${specifier}${extension}`)),
    ) ?? null
  );
}

/**
 * Each import statement of a module with the module it names. A package named whole is the one module inside it
 * that no other statement names.
 * @param {string} id @param {{ importedIds: readonly string[], code: string | null } | null} info
 */
function resolveStatements(id, info) {
  const importedIds = info?.importedIds ?? [];
  const statements = (info?.code ? importStatements(info.code) : []).map((statement) => ({
    ...statement,
    target: resolveSpecifier(id, statement.specifier, importedIds),
  }));
  const named = new Set(statements.map((statement) => statement.target));
  for (const statement of statements) {
    if (statement.target || statement.specifier.startsWith('.')) continue;
    const inside = importedIds.filter(
      (imported) =>
        slashed(imported).includes(`/node_modules/${statement.specifier}/`) && !named.has(slashed(imported)),
    );
    if (inside.length === 1) statement.target = slashed(inside[0]);
  }
  return statements;
}

/**
 * The modules `code` imports or re-exports from, with what it names of each.
 * @param {string} code
 * @returns {{ specifier: string, names: Names, reexports: Map<string, string> | '*' | null }[]} `reexports`:
 *   for a re-export, each name it exports to the name in the other module (or '*' for `export *`)
 */
function importStatements(code) {
  const found = [];
  const statement = /(?:^|[;\n])\s*(import|export)\s*([^'";]*?)\s*from\s*["']([^"']+)["']/g;
  for (const [, keyword, clause, specifier] of code.matchAll(statement)) {
    if (clause.startsWith('*')) {
      found.push({
        specifier,
        names: /** @type {Names} */ ('*'),
        reexports: keyword === 'export' && !/\bas\b/.test(clause) ? '*' : null,
      });
      continue;
    }
    /** @type {Set<string>} */
    const names = new Set();
    /** @type {Map<string, string>} */
    const reexports = new Map();
    const braces = /\{([^}]*)\}/.exec(clause);
    if (
      keyword === 'import' &&
      clause
        .replace(/\{[^}]*\}/, '')
        .replace(/,/g, '')
        .trim()
    )
      names.add('default');
    for (const part of braces?.[1].split(',') ?? []) {
      const [name, alias] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (!name) continue;
      names.add(name);
      reexports.set(alias ?? name, name);
    }
    found.push({ specifier, names, reexports: keyword === 'export' ? reexports : null });
  }
  for (const [, specifier] of code.matchAll(/(?:^|[;\n])\s*import\s*["']([^"']+)["']/g))
    found.push({ specifier, names: /** @type {Names} */ ('*'), reexports: null });
  return found;
}

/**
 * The modules `starts` load with them (static imports). Through a module that re-exports others' (an index),
 * only what the importer names is followed, as the bundler keeps only that.
 * @param {readonly string[]} starts
 * @param {ModuleInfoOf} infoOf
 */
export function staticallyLoaded(starts, infoOf) {
  /** @type {Set<string>} */
  const loaded = new Set();
  /** @type {Set<string>} module:names already followed */
  const followed = new Set();
  /** @type {Map<string, { target: string | null, names: Names, reexports: Map<string, string> | '*' | null }[]>} */
  const statementsOf = new Map();

  /** @param {string} id */
  const resolvedStatements = (id) => {
    let statements = statementsOf.get(id);
    if (!statements) {
      statements = resolveStatements(id, infoOf(id));
      statementsOf.set(id, statements);
    }
    return statements;
  };

  /** @param {string} id @param {Names} names */
  const visit = (id, names) => {
    const key = `${id}:${names === '*' ? '*' : [...names].sort().join(',')}`;
    if (followed.has(key) || followed.has(`${id}:*`)) return;
    followed.add(key);
    loaded.add(id);
    const info = infoOf(id);
    if (!info) return;
    const statements = resolvedStatements(id);
    const importedIds = new Set(info.importedIds.map(slashed));
    const isIndex = names !== '*' && statements.some((statement) => statement.reexports);
    /** @type {Set<string>} */
    const reached = new Set();
    for (const { target, names: imported, reexports } of statements) {
      if (!target || !importedIds.has(target)) continue;
      reached.add(target);
      if (!isIndex || !reexports) {
        // What the module itself imports, for its own code (or all of an index imported whole).
        visit(target, imported);
        continue;
      }
      if (reexports === '*') {
        visit(target, names);
        continue;
      }
      const wanted = new Set(
        [...reexports].filter(([exported]) => names.has(exported)).map(([, name]) => name),
      );
      if (wanted.size > 0) visit(target, wanted);
    }
    // Imports not matched to a statement (a specifier not resolved here) load whole.
    for (const imported of importedIds) if (!reached.has(imported)) visit(imported, '*');
  };

  for (const start of starts) {
    if (!infoOf(start)) throw new Error(`shell chunk: no module ${start}`);
    visit(start, '*');
  }
  return loaded;
}

/**
 * The group, for `build.rolldownOptions.output.codeSplitting.groups`.
 * @param {{ shellPages: readonly string[], otherPages: readonly string[] }} pages module ids: the shell's pages
 *   (which stay chunks of their own, loaded by name), and the entry with the pages shown before sign-in
 */
export function shellChunkGroup({ shellPages, otherPages }) {
  /** @type {Set<string> | undefined} */
  let shellModules;
  return {
    // What the shell's modules import beyond the group is the entry's or a public page's, none of which imports
    // anything of the group: leaving those where they are makes no cycle between chunks.
    includeDependenciesRecursively: false,
    /** @param {string} id @param {{ getModuleInfo: ModuleInfoOf }} context */
    name: (id, context) => {
      if (!shellModules) {
        /** @type {ModuleInfoOf} */
        const infoOf = (module) => context.getModuleInfo(module);
        const elsewhere = staticallyLoaded(otherPages, infoOf);
        for (const page of shellPages) elsewhere.add(slashed(page));
        shellModules = new Set([...staticallyLoaded(shellPages, infoOf)].filter((m) => !elsewhere.has(m)));
      }
      return shellModules.has(slashed(id)) ? 'shell' : null;
    },
  };
}
