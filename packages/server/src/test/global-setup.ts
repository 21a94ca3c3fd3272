import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../platform/db/client';
import { adminUrl, createDatabase, databasesNamed, dropDatabase } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    template: { kind: 'pglite'; file: string } | { kind: 'postgres'; databaseUrl: string; name: string };
  }
}

/** Migrates one template database for the whole run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `atrium_template_${process.pid}`;
    await createDatabase(databaseUrl, name);
    const template = await openDatabase({ databaseUrl: adminUrl(databaseUrl, name), poolSize: 1 });
    await template.migrate();
    await template.close();
    project.provide('template', { kind: 'postgres', databaseUrl, name });
    // Test databases are named after the template; those a worker kept open until the end go with it.
    return async () => {
      for (const copy of await databasesNamed(databaseUrl, `${name}_`)) await dropDatabase(databaseUrl, copy);
      await dropDatabase(databaseUrl, name);
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'atrium-test-'));
  const database = await openDatabase({});
  await database.migrate();
  const dump = await database.pglite?.dumpDataDir('none');
  await database.close();
  if (!dump) throw new Error('PGlite dump failed');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('template', { kind: 'pglite', file });
  return () => rm(dir, { recursive: true, force: true });
}
