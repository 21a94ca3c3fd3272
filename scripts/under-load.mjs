#!/usr/bin/env node
/**
 * Runs a command with every core kept busy beside it, as on a machine where something else is running:
 * `node scripts/under-load.mjs [--hogs N] -- npm test`. Uses Debian's stress-ng when installed, otherwise
 * busy Node processes. A test that passes only on a quiet machine fails here.
 */
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
const split = args.indexOf('--');
const options = split < 0 ? [] : args.slice(0, split);
const command = split < 0 ? args : args.slice(split + 1);
const hogsAt = options.indexOf('--hogs');
const hogs = hogsAt < 0 ? availableParallelism() : Number(options[hogsAt + 1]);
if (command.length === 0 || !Number.isInteger(hogs) || hogs < 1) {
  console.error('usage: node scripts/under-load.mjs [--hogs N] -- <command...>');
  process.exit(2);
}

const hasStressNg = spawnSync('stress-ng', ['--version'], { stdio: 'ignore' }).status === 0;
const started = hasStressNg
  ? [spawn('stress-ng', ['--cpu', String(hogs), '--quiet'], { stdio: 'ignore' })]
  : Array.from({ length: hogs }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
console.log(
  `under-load: ${hogs} busy ${hasStressNg ? 'stress-ng workers' : 'Node processes'} beside: ${command.join(' ')}`,
);

const stopHogs = () => {
  for (const hog of started) hog.kill('SIGKILL');
};
const startedAt = Date.now();
const run = spawn(command[0], command.slice(1), { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => run.kill(signal));
run.on('exit', (code, signal) => {
  stopHogs();
  console.log(`under-load: exit ${code ?? signal} after ${Math.round((Date.now() - startedAt) / 1000)} s`);
  process.exit(code ?? 1);
});
