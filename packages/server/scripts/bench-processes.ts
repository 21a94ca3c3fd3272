import { type ChildProcess, spawn } from 'node:child_process';
import autocannon from 'autocannon';

/** A server process of the bench on loopback, started the way `npm start -w @atrium/server` starts it. */
export function spawnBenchServer(port: number, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The access token measure sends far more than a token's usual rate.
      TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function untilReady(base: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the server at ${base} did not become ready`);
}

/**
 * One list read through several processes on the same database at once, `connections` to each: the throughput
 * of them all and whether any request failed, beside one process given all those connections alone. Each process
 * but the first is started here (same environment, another port) and stopped after.
 */
export async function benchThroughProcesses(options: {
  firstPort: number;
  extraPorts: number[];
  dataDir: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}) {
  const { firstPort, extraPorts, dataDir, path, headers, connections, seconds } = options;
  const others = extraPorts.map((port) => spawnBenchServer(port, dataDir));
  const ports = [firstPort, ...extraPorts];
  const read = (port: number, withConnections: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      headers,
      connections: withConnections,
      duration: seconds,
    });
  try {
    await Promise.all(extraPorts.map((port) => untilReady(`http://127.0.0.1:${port}`)));
    const alone = await read(firstPort, connections * ports.length);
    const together = await Promise.all(ports.map((port) => read(port, connections)));
    const failed = (result: autocannon.Result) => result.non2xx + result.errors + result.timeouts;
    const rows = [
      {
        processes: `1 alone, ${connections * ports.length} connections`,
        'req/s': Math.round(alone.requests.average),
        'p99 ms': alone.latency.p99,
        failed: failed(alone),
      },
      ...together.map((result, n) => ({
        processes: `${n + 1} of ${ports.length}, ${connections} connections`,
        'req/s': Math.round(result.requests.average),
        'p99 ms': result.latency.p99,
        failed: failed(result),
      })),
    ];
    console.log(`\n${path} through ${ports.length} processes on one database at once (${seconds} s)`);
    console.table(rows);
    const total = together.reduce((sum, result) => sum + result.requests.average, 0);
    const errors = together.reduce((sum, result) => sum + failed(result), 0);
    console.log(
      `  ${Math.round(total)} req/s in all (${Math.round(alone.requests.average)} through one alone), ${errors} failed`,
    );
  } finally {
    for (const other of others) other.kill('SIGTERM');
    await Promise.all(others.map((other) => new Promise((resolve) => other.once('exit', resolve))));
  }
}
