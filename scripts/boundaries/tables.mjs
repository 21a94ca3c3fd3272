// Which module owns which table, and where SQL text names or writes a table.
import { moduleOf } from './files.mjs';

const tableCall = /(?:export\s+const\s+([\w$]+)\s*=\s*)?pgTable\(\s*['"](\w+)['"]/g;

/**
 * Tables by the module whose `*.tables.ts` defines them: `byName` maps a table's SQL name to its module, and
 * `isTable(module, name)` tells whether the module exports a table under that name. Platform's tables belong to
 * no module.
 */
export function tableOwners(sources) {
  const byName = new Map();
  const consts = new Set();
  for (const { path, code } of sources) {
    const owner = moduleOf(path);
    if (!owner || !path.endsWith('.tables.ts')) continue;
    for (const [, constName, name] of code.matchAll(tableCall)) {
      byName.set(name, owner);
      if (constName) consts.add(`${owner}:${constName}`);
    }
  }
  return { byName, isTable: (module, constName) => consts.has(`${module}:${constName}`) };
}

const named = /\b(from|join|into|update|table|truncate)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?/gi;
const written =
  /\b(?:insert\s+into|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?|\bupdate\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)"?(?:\s+(?:as\s+)?\w+)?\s+set\b/gi;

/** Every table a string names after a keyword of SQL (`from`, `join`, `into`, `update`…), with its line. */
export function tablesNamed(strings) {
  return strings.flatMap(({ text, line }) =>
    [...text.matchAll(named)].map((match) => ({
      table: match[2].toLowerCase(),
      line: line + lines(text, match.index),
    })),
  );
}

/** Every table a string writes: `insert into t`, `update t [alias] set`, `delete from t`, `truncate t`. */
export function tablesWritten(strings) {
  return strings.flatMap(({ text, line }) =>
    [...text.matchAll(written)].map((match) => ({
      table: (match[1] ?? match[2]).toLowerCase(),
      line: line + lines(text, match.index),
    })),
  );
}

const drizzleWrite = /\.(insert|update|delete)\(\s*([\w$]+)\s*[,)]/g;

/** Every drizzle `.insert(t)`, `.update(t)`, `.delete(t)` in the code, by the local name of `t`. */
export function drizzleWrites(code) {
  return [...code.matchAll(drizzleWrite)].map((match) => ({
    local: match[2],
    line: lines(code, match.index) + 1,
  }));
}

const lines = (text, index) => text.slice(0, index).split('\n').length - 1;
