import { type Config, loadConfig } from '../config';
import type { AppContext } from '../platform/app-context';
import { openDatabase } from '../platform/db/client';
import { createMailer } from '../platform/mail/mailer';

/** The platform services a command-line script needs, on the database the environment names, migrated. */
export async function openCliContext(config: Config = loadConfig()): Promise<AppContext> {
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL, poolSize: 2 } : { dataDir: config.DATA_DIR },
  );
  await database.migrate();
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: config.OUTBOX_DIR,
    log: (message) => console.log(message),
  });
  return { config, database, mailer };
}
