import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';
import { APP_ROLE } from '../db/tenant';

export const JOB_SCHEMA = 'pgboss';

/**
 * Creates the job tables once, beside the migrations (`runScript` runs a multi-statement script). Requests run as
 * the application role and queue jobs in their own transaction, so that role may add jobs and read the queue
 * settings an insert consults; a job may mark itself done in the transaction of its last change (`completeJobIn`),
 * which runs as that role too. A job carries ids only, never people's data.
 */
export async function installJobSchema(db: Db, runScript: (script: string) => Promise<unknown>) {
  const [installed] = await queryRows<{ exists: boolean }>(
    db,
    sql`select exists (select 1 from pg_namespace where nspname = ${JOB_SCHEMA}) as exists`,
  );
  if (!installed?.exists) await runScript(PgBoss.getConstructionPlans(JOB_SCHEMA));
  await runScript(`
    GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO ${APP_ROLE};
    GRANT SELECT ON ${JOB_SCHEMA}.queue TO ${APP_ROLE};
    GRANT SELECT, INSERT ON ${JOB_SCHEMA}.job TO ${APP_ROLE};
    GRANT UPDATE (state, completed_on) ON ${JOB_SCHEMA}.job TO ${APP_ROLE};
  `);
}
