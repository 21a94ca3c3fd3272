// Where a file sits: its package, its module, its layer; and what an import in it resolves to.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export const sourceRoots = [
  'packages/contracts/src',
  'packages/server/src',
  'packages/server/scripts',
  'packages/web/src',
  'packages/e2e',
];
const skipped = new Set(['node_modules', 'dist', 'test-results', 'playwright-report']);
const extensions = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skipped.has(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** `@atrium/server` → `<root>/packages/server`, from each package's package.json. */
export function packageFolders(root) {
  const folders = new Map();
  const packages = join(root, 'packages');
  if (!existsSync(packages)) return folders;
  for (const name of readdirSync(packages)) {
    const manifest = join(packages, name, 'package.json');
    if (existsSync(manifest))
      folders.set(JSON.parse(readFileSync(manifest, 'utf8')).name, join(packages, name));
  }
  return folders;
}

/** The file an import names, relative or by package path (`@atrium/server/src/…`); null for other packages. */
export function resolveImport(folders, from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else {
    const [, name, rest] = /^(@[^/]+\/[^/]+|[^/]+)(?:\/(.*))?$/.exec(specifier) ?? [];
    if (!folders.has(name)) return null;
    base = join(folders.get(name), rest ?? 'src');
  }
  base = base.replace(/\.js$/, '');
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const ext of extensions) if (existsSync(base + ext)) return base + ext;
  return null;
}

/** `packages/server/src/modules/leave/engine/x.ts` → `server:leave`; files outside any module → null. */
export function moduleOf(path) {
  const match = /^packages\/(server|web)\/src\/modules\/([^/]+)\//.exec(path);
  return match ? `${match[1]}:${match[2]}` : null;
}

export function isModuleIndex(path) {
  return /^packages\/(server|web)\/src\/modules\/[^/]+\/index\.tsx?$/.test(path);
}

export function layerOf(path) {
  if (path.startsWith('packages/contracts/')) return 'contracts';
  if (path.startsWith('packages/server/src/platform/')) return 'server:platform';
  if (path.startsWith('packages/web/src/app/')) return 'web:app';
  if (/^packages\/web\/src\/(platform|ui)\//.test(path)) return 'web:shared';
  if (path.startsWith('packages/web/src/modules/')) return 'web:modules';
  return null;
}

export const isTest = (path) => /\.test\.tsx?$/.test(path);
