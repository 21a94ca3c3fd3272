import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { openCliContext } from '../src/cli/open-context';
import { loadConfig } from '../src/config';

/** Writes the OpenAPI document the server serves at /api/docs/json to the file named by the first argument. */
const target = process.argv[2];
if (!target) throw new Error('usage: write-openapi <file>');
const dataDir = await mkdtemp(join(tmpdir(), 'atrium-openapi-'));
// The document covers the operator API too, which a server serves only with an OPERATOR_TOKEN of its own.
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  OPERATOR_TOKEN: 'for-the-document-only',
});
const ctx = await openCliContext(config);
const app = await buildApp(ctx, { logger: false });
await app.ready();
await writeFile(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
await ctx.database.close();
await rm(dataDir, { recursive: true, force: true });
