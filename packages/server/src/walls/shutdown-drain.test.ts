import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeGracefully } from '../platform/http/graceful-close';
import { buildOrganization, buildSignedInPeople } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let test: TestApp;
let org: number;
let token: string;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  token = (await buildSignedInPeople(test, org, { staff: [ROLES.EMPLOYEE] }, 'drain.test')).staff as string;
});
afterAll(() => test.close());

type Outcome = { status: number; isClosing: boolean } | { error: string };

function get(port: number, agent: Agent, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, isClosing: res.headers.connection === 'close' }),
        );
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end();
  });
}

describe('shutting down under load', () => {
  it('finishes every request it took and resets none', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = test.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Outcome[] = [];
    // Closing starts once the clients are busy: this many answers in, the rest still coming.
    const busy = 24;
    let markBusy: () => void = () => {};
    const isBusy = new Promise<void>((resolve) => (markBusy = resolve));
    let refused = false;
    // A client stops sending here once told the server is going away, as a load balancer watching /readyz
    // would; everything it had already sent must be answered, none of it reset.
    const client = async (path: string) => {
      while (!refused) {
        const outcome = await get(port, agent, path);
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') refused = true;
        else outcomes.push(outcome);
        if (outcomes.length === busy) markBusy();
        if ('isClosing' in outcome && outcome.isClosing) return;
      }
    };
    const clients = Array.from({ length: 8 }, (_, index) =>
      client(index % 2 ? '/healthz' : `/api/${org}/org/employee/me/`),
    );
    await isBusy;
    await closeGracefully(test.app, 300);
    await Promise.all(clients);
    agent.destroy();
    const errors = outcomes.filter((outcome) => 'error' in outcome);
    const failures = outcomes.filter((outcome) => 'status' in outcome && outcome.status >= 500);
    console.info(`drain: ${outcomes.length} requests answered`);
    expect(outcomes.length).toBeGreaterThanOrEqual(busy);
    expect(errors).toEqual([]);
    expect(failures).toEqual([]);
  });
});
