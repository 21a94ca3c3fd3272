import type { RealtimeMessage } from '@atrium/contracts';
import { z } from 'zod';
import type { Database, Queryable } from '../db/client';
import { listenToChannel, notifyChannel, type Unlisten } from '../db/notify-channel';

const CHANNEL = 'atrium_realtime';

/**
 * What travels between processes: who it is for and which record changed, never the record itself. The process
 * holding the user's socket loads the record under the user's organisation, so no people's data passes through
 * the channel and a payload never nears PostgreSQL's 8000-byte limit.
 */
const RealtimeEventSchema = z.object({
  organizationId: z.number().int(),
  userId: z.number().int(),
  type: z.string(),
  id: z.number().int(),
  event: z.string().optional(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/** Turns an event into the message a socket receives; null when the record is gone. */
export type RealtimeLoader = (event: RealtimeEvent) => Promise<RealtimeMessage | null>;

export interface RealtimeConnection {
  send(message: RealtimeMessage): void;
  /** Has the client read again what it shows: messages may have been lost (the client reopens and reads). */
  resync(): void;
}

export interface RealtimeHub {
  /** Delivers the event to the user's open sockets, in every process, when the caller's transaction commits. */
  publish(tx: Queryable, event: RealtimeEvent): Promise<void>;
  subscribe(organizationId: number, userId: number, connection: RealtimeConnection): () => void;
  /** How many sockets this process holds for the user. */
  connectionCount(organizationId: number, userId: number): number;
  start(loaders: Record<string, RealtimeLoader>): Promise<void>;
  stop(): Promise<void>;
}

type Log = { error(obj: unknown, msg: string): void };

export function createRealtimeHub(database: Database, log: Log): RealtimeHub {
  const connections = new Map<string, Set<RealtimeConnection>>();
  const keyOf = (organizationId: number, userId: number) => `${organizationId}:${userId}`;
  let loaders: Record<string, RealtimeLoader> = {};
  let unlisten: Unlisten | null = null;
  /** Deliveries run one after another, so a user's messages arrive in the order they were committed. */
  let delivering: Promise<void> = Promise.resolve();

  async function deliver(payload: string) {
    const parsed = RealtimeEventSchema.safeParse(JSON.parse(payload));
    if (!parsed.success) return;
    const event = parsed.data;
    const targets = connections.get(keyOf(event.organizationId, event.userId));
    const load = loaders[event.type];
    if (!targets?.size || !load) return;
    const message = await load(event);
    if (!message) return;
    for (const connection of targets) connection.send(message);
  }

  return {
    async publish(tx, event) {
      await notifyChannel(tx, CHANNEL, JSON.stringify(event));
    },

    subscribe(organizationId, userId, connection) {
      const key = keyOf(organizationId, userId);
      const set = connections.get(key) ?? new Set();
      set.add(connection);
      connections.set(key, set);
      return () => {
        set.delete(connection);
        if (!set.size) connections.delete(key);
      };
    },

    connectionCount: (organizationId, userId) => connections.get(keyOf(organizationId, userId))?.size ?? 0,

    async start(registered) {
      loaders = registered;
      unlisten = await listenToChannel(
        database,
        CHANNEL,
        (payload) => {
          delivering = delivering
            .then(() => deliver(payload))
            .catch((error) => log.error({ err: error }, 'realtime delivery failed'));
        },
        (error) => log.error({ err: error }, 'realtime channel error'),
        // Only once the channel is heard again: a client reading any earlier would miss what follows its read.
        () => {
          for (const set of connections.values()) for (const connection of set) connection.resync();
        },
      );
    },

    async stop() {
      await unlisten?.();
      connections.clear();
    },
  };
}
