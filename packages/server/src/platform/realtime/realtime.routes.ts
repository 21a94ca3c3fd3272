import { IdParamSchema, RealtimeAuthSchema } from '@atrium/contracts';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { RequestActor } from '../auth/actor';
import { hashToken } from '../auth/tokens';
import type { Tx } from '../db/client';
import { withOrg } from '../db/tenant';
import type { RealtimeHub } from './realtime-hub';

const AUTH_TIMEOUT_MS = 10_000;
/** Close codes in the application range: 4401 not signed in (or not this user's socket), 4404 no such path. */
export const CLOSE_UNAUTHORISED = 4401;
export const CLOSE_NOT_FOUND = 4404;
/** WebSocket's "service restart": messages may have been lost, and the client is to reopen and read again. */
export const CLOSE_RESYNC = 1012;

interface RealtimeRouteOptions {
  hub: RealtimeHub;
  organizationExists(id: number): Promise<boolean>;
  loadActor(tx: Tx, organizationId: number, tokenHash: string): Promise<RequestActor | null>;
  /** The session's user when it is still live, without counting the check as use (an open tab is not activity). */
  checkSession(tx: Tx, organizationId: number, tokenHash: string): Promise<RequestActor | null>;
  /** How often an open socket's session is checked again; a socket whose session ended is closed. */
  sessionCheckMs: number;
}

const PERSONAL_PATH = /^my-general\/([1-9][0-9]{0,9})\/?$/;

/**
 * Sockets at `/ws/{orgId}{path}`. Browsers cannot put a bearer token on a socket, so the first frame carries it;
 * until it checks out the socket receives nothing. `/my-general/{userId}/` is the user's own feed: task and
 * notification messages for that user only.
 */
export async function registerRealtimeRoutes(app: FastifyInstance, options: RealtimeRouteOptions) {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(
    '/ws/:orgId/*',
    { websocket: true, config: { permission: 'public' }, schema: { hide: true } },
    (socket, request) => {
      const { orgId, '*': path } = request.params as { orgId: string; '*': string };
      const personal = PERSONAL_PATH.exec(path ?? '');
      const organization = IdParamSchema.safeParse(orgId);
      const user = IdParamSchema.safeParse(personal?.[1]);
      if (!organization.success || !user.success) {
        socket.close(CLOSE_NOT_FOUND, 'not found');
        return;
      }
      const organizationId = organization.data;
      const userId = user.data;
      let unsubscribe: (() => void) | null = null;
      let recheck: NodeJS.Timeout | undefined;
      const deadline = setTimeout(() => socket.close(CLOSE_UNAUTHORISED, 'not signed in'), AUTH_TIMEOUT_MS);

      socket.once('message', async (raw: Buffer) => {
        clearTimeout(deadline);
        try {
          const frame = RealtimeAuthSchema.safeParse(JSON.parse(raw.toString()));
          const actor =
            frame.success && (await options.organizationExists(organizationId))
              ? await withOrg(app.db, organizationId, (tx) =>
                  options.loadActor(tx, organizationId, hashToken(frame.data.token)),
                )
              : null;
          const token = frame.data?.token ?? '';
          if (!actor || actor.user_id !== userId) {
            socket.close(CLOSE_UNAUTHORISED, 'not signed in');
            return;
          }
          if (socket.readyState !== socket.OPEN) return;
          unsubscribe = options.hub.subscribe(organizationId, userId, {
            send: (message) => socket.send(JSON.stringify(message)),
            // The web client reopens a closed socket and reads its notifications and tasks again.
            resync: () => socket.close(CLOSE_RESYNC, 'read again'),
          });
          socket.send(JSON.stringify({ type: 'ready' }));
          const tokenHash = hashToken(token);
          recheck = setInterval(async () => {
            const live = await withOrg(app.db, organizationId, (tx) =>
              options.checkSession(tx, organizationId, tokenHash),
            ).catch(() => null);
            if (live?.user_id !== userId) socket.close(CLOSE_UNAUTHORISED, 'signed out');
          }, options.sessionCheckMs);
        } catch (error) {
          request.log.warn({ err: error }, 'realtime sign-in failed');
          socket.close(CLOSE_UNAUTHORISED, 'not signed in');
        }
      });
      socket.on('close', () => {
        clearTimeout(deadline);
        clearInterval(recheck);
        unsubscribe?.();
      });
    },
  );
}
