// Builds the web app when packages/web/dist is missing or older than its sources (used by `npm start`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webDir, '../..');
const builtIndex = join(webDir, 'dist/index.html');
const sources = [
  join(webDir, 'src'),
  join(webDir, 'index.html'),
  join(webDir, 'vite.config.ts'),
  join(webDir, 'package.json'),
  join(repoRoot, 'packages/contracts/src'),
];

/** The newest modification time under `path` (a file or a folder walked recursively). */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map(newestMtime));

if (process.env.WEB_DIST) {
  // The server serves a build made elsewhere (a private output directory): that one is not ours to refresh.
  console.log(`web: serving WEB_DIST (${process.env.WEB_DIST}) as it is`);
} else if (builtAt > sourcesAt) {
  console.log('web: dist is up to date');
} else {
  console.log(builtAt ? 'web: sources changed, building' : 'web: no build yet, building');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@atrium/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
