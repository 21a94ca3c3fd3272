import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer';

const Person = z.object({
  id: z.number().int(),
  name: z.string(),
  manager: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  joined: z.iso.date().nullable(),
});

async function appAnswering(body: unknown, checked: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializer({ checked }));
  app.get('/', { schema: { response: { 200: Person } } }, async () => body);
  await app.ready();
  return app;
}

describe('responseSerializer', () => {
  it('writes only what the schema declares, nested and nullable parts included', async () => {
    const app = await appAnswering(
      {
        id: 7,
        name: 'Asha',
        ctc: 2_400_000,
        manager: { id: 1, name: 'Ravi', pan: 'ABCDE1234F' },
        joined: null,
      },
      false,
    );
    const answer = await app.inject('/');
    expect(answer.json()).toEqual({ id: 7, name: 'Asha', manager: { id: 1, name: 'Ravi' }, joined: null });
    expect(answer.body).not.toMatch(/ctc|pan|2400000|ABCDE/);
  });

  it('checked, refuses an answer that breaks its schema rather than writing it', async () => {
    const app = await appAnswering({ id: 'seven', name: 'Asha', manager: null, joined: null }, true);
    expect((await app.inject('/')).statusCode).toBe(500);
    const loose = await appAnswering({ id: 7, name: 'Asha', manager: null, joined: '2026-01-05' }, true);
    expect((await loose.inject('/')).json()).toEqual({
      id: 7,
      name: 'Asha',
      manager: null,
      joined: '2026-01-05',
    });
  });
});
