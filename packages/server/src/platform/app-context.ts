import type { Config } from '../config';
import type { Database, Db } from './db/client';
import type { Mailer } from './mail/mailer';

/** What every module receives: configuration and the shared platform services. */
export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    db: Db;
  }
}
