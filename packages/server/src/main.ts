import { buildApp } from './app';
import { loadConfig } from './config';
import { syncEveryOrganizationsDefaultWorkspaces } from './modules/workspaces';
import { createAppContext } from './platform/app-context';
import { openDatabase } from './platform/db/client';
import { closeGracefully } from './platform/http/graceful-close';
import { flushErrorReporting } from './platform/observability/error-reporting';
import { isDatabaseEmpty, seedDemo } from './seed/demo-seed';

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? {
        databaseUrl: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        namedStatements: config.DATABASE_NAMED_STATEMENTS,
        onIdleError: (error) => console.error(`idle database connection failed: ${error.message}`),
      }
    : { dataDir: config.DATA_DIR },
);
await database.migrate();
await syncEveryOrganizationsDefaultWorkspaces(database);

const ctx = createAppContext(config, database, {
  info: (message) => app.log.info(message),
  error: (obj, message) => app.log.error(obj, message),
});
const app = await buildApp(ctx);

if (database.kind === 'pglite' && (await isDatabaseEmpty(database.db))) {
  app.log.info('empty embedded database: seeding the demo organisations');
  await seedDemo(ctx);
}

let isClosing = false;
async function shutdown(signal: string) {
  if (isClosing) return;
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), config.SHUTDOWN_DRAIN_SECONDS * 1000 + 20_000);
  timer.unref();
  await closeGracefully(app, config.SHUTDOWN_DRAIN_SECONDS * 1000);
  await database.close();
  await flushErrorReporting();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`\nAtrium is running at http://localhost:${config.PORT}\n`);
if (database.kind === 'pglite') {
  console.log(`Demo sign-ins (password ${config.DEMO_PASSWORD}): ceo@acme.example, admin@acme.example,`);
  console.log('hr@acme.example, salary@acme.example, manager@acme.example, employee@acme.example,');
  console.log(
    `contractor@acme.example; Zensoft: ceo@zensoft.example at http://zensoft.localhost:${config.PORT}`,
  );
  console.log('The README lists one demo user for every role.\n');
}
