import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A message as the server's file mailer writes it beside the .eml (`<DATA_DIR>/outbox/<id>.json`). */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  created: string;
}

function outboxDir(): string {
  const dataDir = process.env.ATRIUM_E2E_DATA_DIR;
  if (!dataDir) throw new Error('ATRIUM_E2E_DATA_DIR is set by playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** Every mail sent to `to`, oldest first; none yet when the outbox does not exist. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const mails = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map(async (file) => JSON.parse(await readFile(join(outboxDir(), file), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to).sort((a, b) => a.created.localeCompare(b.created));
}

/** The first link in a mail's text. */
export function linkIn(mail: OutboxMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}
