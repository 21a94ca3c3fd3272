import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { TEST_DATA_KEY } from './test/test-app';
import { SERVER_DIR } from './walls/child-processes';

/** Nothing listens there: the server must stop before it tries. */
const DATABASE_URL = 'postgres://atrium@127.0.0.1:9/atrium';

describe('the data key of a deployment', () => {
  it('is required with a database server, so that every process seals with the same one', () => {
    expect(() => loadConfig({ DATABASE_URL })).toThrow(/DATA_KEY is required with DATABASE_URL/);
    expect(loadConfig({ DATABASE_URL, DATA_KEY: TEST_DATA_KEY }).DATA_KEY).toBe(TEST_DATA_KEY);
    expect(loadConfig({}).DATA_KEY).toBeUndefined();
  });

  it('stops a server started on a database server without one, saying how to make one', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'atrium-config-'));
    const { DATA_KEY: _, ...inherited } = process.env;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: SERVER_DIR,
      env: { ...inherited, DATABASE_URL, DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    server.stderr.on('data', (chunk) => {
      errors += chunk;
    });
    const [code] = await once(server, 'exit');
    await rm(dataDir, { recursive: true, force: true });
    expect(code).not.toBe(0);
    expect(errors).toContain('DATA_KEY is required with DATABASE_URL');
    expect(errors).toContain('openssl rand -base64 32');
  }, 120_000);
});

describe('the file store', () => {
  it('is chosen by FILE_STORE, refusing anything but disk or database with a message naming both', () => {
    expect(loadConfig({ FILE_STORE: 'database' }).FILE_STORE).toBe('database');
    expect(loadConfig({}).FILE_STORE).toBeUndefined();
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE must be `disk`.*or `database`/);
  });
});
