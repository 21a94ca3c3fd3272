import type { GeoCityPage } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { GEO_LOOKUPS_PER_MINUTE } from './geo.routes';

let test: TestApp;
const get = (path: string, remoteAddress = '198.51.100.1') =>
  test.app.inject({ method: 'GET', url: `/api/public/geo/${path}`, remoteAddress });
const names = async (path: string) => ((await get(path)).json() as GeoCityPage).results.map((c) => c.name);

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('geography lookups, without a token (spec 7)', () => {
  it('lists every country by ISO code and name, cacheable', async () => {
    const answer = await get('countries/');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
    const { results } = answer.json() as { results: { code: string; name: string }[] };
    expect(results.length).toBeGreaterThan(200);
    expect(results).toContainEqual({ code: 'IN', name: 'India' });
    expect(results[0]?.name.localeCompare(results[1]?.name ?? '')).toBeLessThan(0);
  });

  it("lists a country's states, its code in either case", async () => {
    const answer = await get('states/?country=in');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().results).toContainEqual({ code: 'KA', name: 'Karnataka' });
  });

  it("finds a state's cities by the start of their names", async () => {
    const answer = await get('cities/?country=IN&state=KA&search=beng');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      results: expect.arrayContaining([
        { name: 'Bengaluru', state_code: 'KA', state: 'Karnataka', country_code: 'IN', country: 'India' },
      ]),
    });
    expect(await names('cities/?country=IN&state=KA&search=galuru')).toEqual([]);
  });

  it('ignores case and accents on either side', async () => {
    expect(await names('cities/?country=CH&search=ZURICH')).toContain('Zürich');
    expect(await names('cities/?country=CH&search=zür')).toContain('Zürich');
  });

  it("pages a country's cities: the count of all that match, at most `limit` of them from `offset`", async () => {
    const first = (await get('cities/?country=IN&search=b&limit=5')).json() as GeoCityPage;
    const second = (await get('cities/?country=IN&search=b&limit=5&offset=5')).json() as GeoCityPage;
    expect(first.count).toBeGreaterThan(10);
    expect(second.count).toBe(first.count);
    expect(first.results).toHaveLength(5);
    expect(second.results[0]).not.toEqual(first.results[0]);
    expect(
      [...first.results, ...second.results].every((city) => city.name.toLowerCase().startsWith('b')),
    ).toBe(true);
  });

  it('finds cities across countries, each with its state and country', async () => {
    const answer = await get('global-cities/?search=springfield&limit=50');
    expect(answer.statusCode).toBe(200);
    const { results } = answer.json() as GeoCityPage;
    expect(results).toContainEqual(
      expect.objectContaining({ name: 'Springfield', state_code: 'IL', country_code: 'US' }),
    );
    expect(new Set(results.map((city) => city.state_code)).size).toBeGreaterThan(1);
  });

  it.each([
    ['states/?country=ZZ', 404, { code: 'unknown_country' }],
    ['cities/?country=ZZ&search=a', 404, { code: 'unknown_country' }],
    ['cities/?country=IN&state=QQ', 404, { code: 'unknown_state' }],
    ['states/', 400, { code: 'invalid', codes: { country: expect.any(Array) } }],
    ['states/?country=IND', 400, { code: 'invalid', codes: { country: expect.any(Array) } }],
    ['cities/?country=IN&limit=500', 400, { code: 'invalid', codes: { limit: expect.any(Array) } }],
    ['cities/?country=IN&colour=red', 400, { code: 'invalid' }],
    ['global-cities/?search=a', 400, { code: 'invalid', codes: { search: expect.any(Array) } }],
    ['global-cities/', 400, { code: 'invalid', codes: { search: expect.any(Array) } }],
  ])('%s → %i %j', async (path, status, body) => {
    const answer = await get(path);
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toMatchObject(body);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses an address past its lookups for the minute, saying when to come back', async () => {
    const flood = '203.0.113.7';
    for (let i = 0; i < GEO_LOOKUPS_PER_MINUTE; i += 1)
      expect((await get('countries/', flood)).statusCode).toBe(200);
    const refused = await get('countries/', flood);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('countries/')).statusCode).toBe(200);
  });
});
