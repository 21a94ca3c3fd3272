import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenRateLimiter } from '../../platform/http/token-guard';
import { buildOrganization } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sharedTokenUses } from './token-uses';

let test: TestApp;
let org: number;
let other: number;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
});
afterAll(() => test.close());

const refusal = (work: () => void) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('a token’s rate across server processes', () => {
  it('is one limit between them, learnt within a second, and starts again with the next minute', async () => {
    let now = 1_800_000_000_000; // the start of a clock minute
    const clock = () => now;
    const [a, b] = [0, 1].map(() => new TokenRateLimiter(10, clock, sharedTokenUses(test.ctx.database.db)));
    if (!a || !b) throw new Error('two processes');
    try {
      for (let use = 0; use < 6; use += 1) a.admit(5, org);
      for (let use = 0; use < 4; use += 1) b.admit(5, org);
      // The same token id in another organisation is another token.
      for (let use = 0; use < 10; use += 1) b.admit(6, other);
      await a.share();
      await b.share();
      expect(refusal(() => b.admit(5, org))).toBe('token_rate_limited');
      // The first process learns the second's uses at its next sharing, even with none of its own to add.
      await a.share();
      expect(refusal(() => a.admit(5, org))).toBe('token_rate_limited');

      now += 60_000;
      expect(refusal(() => a.admit(5, org))).toBeNull();
      await a.share();
      await b.share();
      expect(refusal(() => b.admit(5, org))).toBeNull();
    } finally {
      a.stop();
      b.stop();
    }
  });
});
