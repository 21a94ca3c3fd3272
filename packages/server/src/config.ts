import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Fastify's `trustProxy`. Hops are given as a function: Fastify trusts no hop count, since a client that reaches
 * the server directly could name itself; hops suit a server reachable only through its proxies.
 */
function trustedProxies(value: string | undefined) {
  if (!value) return false;
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address: string, hop: number) => hop < hops;
}

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  /** Off behind a transaction-pooling PgBouncer older than 1.21, which cannot route named statements. */
  DATABASE_NAMED_STATEMENTS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  /**
   * Where uploaded and generated files are kept: `database` (the default with DATABASE_URL, shared by every
   * process on it) or `disk` (DATA_DIR/files, the embedded database's default; one process only).
   */
  FILE_STORE: z
    .enum(['disk', 'database'], {
      error: 'FILE_STORE must be `disk` (files under DATA_DIR/files) or `database` (files in the database)',
    })
    .optional(),
  /** Connections of one process's pool for requests; its jobs and listeners hold a few more (docs/operations.md). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /**
   * How long a running job may go unheard from before it counts as left by a process that died and is run again
   * elsewhere (docs/operations.md). Its worker vouches for it a third of this often.
   */
  JOB_STALE_AFTER_SECONDS: z.coerce.number().int().min(3).default(45),
  /**
   * Behind a load balancer or proxy: the addresses (comma-separated, CIDR allowed) or the number of hops trusted
   * to name the client in `X-Forwarded-For`. Unset, the client is the connection's address, the header ignored.
   */
  TRUST_PROXY: z.string().optional().transform(trustedProxies),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Atrium <no-reply@atrium.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_PASSWORD: z.string().min(8).default('Atrium@2026'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  /** A session unused for this long ends, whatever its SESSION_TTL_HOURS. */
  SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
  /** Requests one access token may make per minute (on each server process) before it is answered 429. */
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** How often an open socket's session is checked again; a socket whose session ended closes. */
  REALTIME_SESSION_CHECK_SECONDS: z.coerce.number().positive().default(30),
  /** On SIGTERM: how long the server keeps answering (readiness failing, keep-alive off) before it closes. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(5),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().positive().default(30),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /**
   * Where Microsoft Teams' Bot Framework publishes the keys its requests to the bot are signed with, and where the
   * bot gets its tokens (each organisation's tenant under it): Microsoft's own unless a stand-in is named.
   */
  TEAMS_BOT_OPENID_METADATA: z
    .string()
    .url()
    .default('https://login.botframework.com/v1/.well-known/openidconfiguration'),
  TEAMS_LOGIN_URL: z.string().url().default('https://login.microsoftonline.com'),
  WEB_DIST: z.string().optional(),
  /**
   * Base64 of 32 random bytes that seal identity and bank numbers: required with DATABASE_URL, every process on
   * the database sealing with the same key; on the embedded database a key file in DATA_DIR when unset.
   */
  DATA_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'DATA_KEY must be 32 bytes in base64')
    .optional(),
  /**
   * Keys sealing used before the current `DATA_KEY` (base64, separated by commas): values they sealed still open,
   * and are re-sealed with the current key in the background (`npm run data-key:reseal` does it at once).
   */
  DATA_KEY_PREVIOUS: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((each) => each.trim())
          .filter(Boolean)
          .every((each) => Buffer.from(each, 'base64').length === 32),
      'each key of DATA_KEY_PREVIOUS must be 32 bytes in base64',
    )
    .optional(),
  /** Enables the operator API (`/api/operator/`, provisioning organisations) for callers bearing this token. */
  OPERATOR_TOKEN: z.string().min(16, 'OPERATOR_TOKEN must be at least 16 characters').optional(),
  SENTRY_DSN: z.string().url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
  MAINTENANCE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
  /** Each answer checked against its route's response schema before it is written (on in tests). */
  RESPONSE_CHECKS: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvSchema.parse(env);
  if (parsed.DATABASE_URL && !parsed.DATA_KEY) {
    throw new Error(
      'DATA_KEY is required with DATABASE_URL: every process on the database must seal identity and bank numbers ' +
        'with the same key. Make one with `openssl rand -base64 32`, keep it in a secret store and give it to ' +
        'every server process and script.',
    );
  }
  const dataDir = resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    PUBLIC_URL: parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`,
    OUTBOX_DIR: resolve(dataDir, 'outbox'),
    FILES_DIR: resolve(dataDir, 'files'),
    DATA_KEY_FILE: resolve(dataDir, 'data.key'),
  };
}
