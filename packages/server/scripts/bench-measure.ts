import { readdir, readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface Row {
  endpoint: string;
  connections: number;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  /** Milliseconds of processor time the answering process (the server, or the ceiling's) spent per request. */
  'cpu ms/req': number | null;
  /** Milliseconds of processor time PostgreSQL's processes on this machine spent per request. */
  'db cpu ms/req': number | null;
  'of ceiling'?: string;
}

export type Request = {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

/** Milliseconds of processor time (user and system) a process has spent so far; null where /proc is not. */
async function cpuMsOf(pid: number | undefined): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return null;
  // Fields 14 and 15 (utime, stime), counted after the command name, which may hold spaces; in ticks of 10 ms.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Milliseconds of processor time each of the local PostgreSQL's processes has spent so far, by process id; null
 * where /proc is not.
 */
async function databaseCpuMs(): Promise<Map<string, number> | null> {
  const entries = await readdir('/proc').catch(() => null);
  if (!entries) return null;
  const times = new Map<string, number>();
  for (const pid of entries.filter((entry) => /^\d+$/.test(entry))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    if (stat.includes('(postgres)')) times.set(pid, (await cpuMsOf(Number(pid))) ?? 0);
  }
  return times;
}

/** The processor time PostgreSQL spent between two readings: of the processes still there at the second. */
function databaseCpuBetween(before: Map<string, number> | null, after: Map<string, number> | null) {
  if (!before || !after) return null;
  let spent = 0;
  for (const [pid, time] of after) spent += time - (before.get(pid) ?? 0);
  return spent;
}

/** How the bench measures: where the server answers, for how long, at which connections, which endpoints. */
export interface MeasureSettings {
  base: string;
  seconds: number;
  connectionCounts: readonly number[];
  /** Only the endpoints whose names match it; every one when null. */
  only: RegExp | null;
  serverPid: number | undefined;
}

/** The bench's ways of measuring an endpoint, with its settings. */
export function benchMeasures({ base, seconds, connectionCounts, only, serverPid }: MeasureSettings) {
  /** An endpoint measured at a number of connections; `pid` is the process that answers (the server by default). */
  async function measureAt(
    endpoint: string,
    connections: number,
    { path, url, pid = serverPid, ...request }: Request & { url?: string; pid?: number | undefined },
  ): Promise<Row> {
    const cpuBefore = await cpuMsOf(pid);
    const databaseBefore = await databaseCpuMs();
    const result = await autocannon({
      url: url ?? `${base}${path}`,
      connections,
      duration: seconds,
      ...request,
    });
    const cpuAfter = await cpuMsOf(pid);
    const databaseAfter = await databaseCpuMs();
    const answered = result.requests.total;
    const perRequest = (before: number | null, after: number | null) =>
      before === null || after === null || !answered
        ? null
        : Math.round((100 * (after - before)) / answered) / 100;
    return {
      endpoint,
      connections,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx + result.errors,
      'cpu ms/req': perRequest(cpuBefore, cpuAfter),
      'db cpu ms/req': perRequest(0, databaseCpuBetween(databaseBefore, databaseAfter)),
    };
  }

  /** BENCH_SLOW_REQUESTS (5) requests one after another, for endpoints too slow for autocannon's timeout. */
  async function measureOneByOne(endpoint: string, request: Request): Promise<Row[]> {
    if (only && !only.test(endpoint)) return [];
    const times: number[] = [];
    let failed = 0;
    for (let n = 0; n < Number(process.env.BENCH_SLOW_REQUESTS ?? 5); n += 1) {
      const started = performance.now();
      const response = await fetch(`${base}${request.path}`, { headers: request.headers });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) failed += 1;
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    return [
      {
        endpoint: `${endpoint}, one by one`,
        connections: 1,
        'req/s': Math.round((1000 / Math.max(1, median)) * 10) / 10,
        'p50 ms': Math.round(median),
        'p99 ms': Math.round(times.at(-1) ?? 0),
        'non-2xx': failed,
        'cpu ms/req': null,
        'db cpu ms/req': null,
      },
    ];
  }

  /** The endpoint at each number of connections; with a ceiling, that too, and the endpoint's share of it. */
  async function measure(
    endpoint: string,
    request: Request,
    ceiling?: { url: string; pid: number | undefined },
  ): Promise<Row[]> {
    if (only && !only.test(endpoint)) return [];
    const rows: Row[] = [];
    for (const connections of connectionCounts) {
      const row = await measureAt(endpoint, connections, request);
      if (ceiling) {
        const ceilingRow = await measureAt('  raw ceiling, the same statements', connections, {
          path: '',
          ...ceiling,
        });
        row['of ceiling'] = `${Math.round((100 * row['req/s']) / Math.max(1, ceilingRow['req/s']))}%`;
        rows.push(row, ceilingRow);
      } else {
        rows.push(row);
      }
    }
    return rows;
  }

  return { measureAt, measureOneByOne, measure };
}
