import { type Config, loadConfig } from '../config';
import { type AppContext, createAppContext } from '../platform/app-context';
import { openDatabase } from '../platform/db/client';

/** The platform services a command-line script needs, on the database the environment names, migrated. */
export async function openCliContext(config: Config = loadConfig()): Promise<AppContext> {
  const database = await openDatabase(
    config.DATABASE_URL
      ? { databaseUrl: config.DATABASE_URL, poolSize: 2, namedStatements: config.DATABASE_NAMED_STATEMENTS }
      : { dataDir: config.DATA_DIR },
  );
  await database.migrate();
  return createAppContext(config, database, {
    info: (message) => console.log(message),
    error: (obj, message) => console.error(message, obj),
  });
}
