import { isDeepStrictEqual } from 'node:util';
import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildEmployee,
  buildOrganization,
  buildSignedInPeople,
  employeeIdsByName,
  userIdsByName,
} from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { plantRecords } from './planted-records';
import {
  type JsonSchema,
  type Operation,
  operationsOf,
  type RecordIds,
  requestFor,
  seededRandom,
} from './route-sampler';

/**
 * Bad input of every kind, generated from the OpenAPI document: wrong types, NUL, half surrogate pairs, huge
 * strings and numbers, malformed JSON, wrong content types, oversized bodies. Nothing may answer 5xx, and every
 * refusal is `{ code, detail?, codes? }`. WALLS_INPUT_REQUESTS caps the sample (2,500 in the normal run;
 * `npm run test:walls` sends every probe). Bodies nested too deep or too long go to every route that reads a
 * body (every method but GET); wide ones, the dearest to refuse, to a sample of the routes that declare a body
 * in the normal run and to all of them in `test:walls`.
 */
const LIMIT = Number(process.env.WALLS_INPUT_REQUESTS ?? 2_500);

let test: TestApp;
let org: number;
let token: string;
let records: RecordIds;
let operations: Operation[];

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  token = (await buildSignedInPeople(test, org, { ceo: [ROLES.CEO] }, 'input-fuzz.test')).ceo as string;
  const target = await buildEmployee(test.ctx, org);
  const [users, employees] = await Promise.all([userIdsByName(test, org), employeeIdsByName(test, org)]);
  ({ ids: records } = await plantRecords(test, {
    orgId: org,
    ceo: { token, userId: users.ceo as number, employeeId: employees.ceo as number },
    employeeId: target.employee.id,
    userId: target.user.id,
    text: 'input fuzz',
  }));
  operations = operationsOf(test.app.swagger()).filter(
    (operation) =>
      operation.path.startsWith('/api/') && operation.path !== '/api/{orgId}/org/account/logout/',
  );
}, 120_000);
afterAll(() => test.close());

const BAD_TEXT = ['a\u0000b', '\uD800', '\uDC00x', 'x'.repeat(100_000), '', ' ', '=cmd|" /C calc"!A0'];
const BAD_NUMBERS = [2 ** 31, -1, 0, 1.5, 1e308, Number.MAX_SAFE_INTEGER + 2, -0];
const BAD_SHAPES = [null, true, [], {}, [1, 2], { nested: { deep: 'x' } }];
const BAD_QUERY = [
  '%00',
  '%ED%A0%80',
  '9'.repeat(40),
  '-1',
  '1e400',
  '0x10',
  '+5',
  'x'.repeat(5_000),
  '%',
  '[]',
];
const BAD_PATH = [
  '0x6',
  '+6',
  '6.0',
  '%206',
  '99999999999999999999',
  '%00',
  'x'.repeat(300),
  '-1',
  '%E0%A4%A',
];

interface Probe {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

function typeOf(schema: JsonSchema | undefined): string | undefined {
  const type = schema?.type ?? schema?.anyOf?.find((s) => s.type !== 'null')?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

/** Every bad request this suite sends to one operation. */
function probesFor(operation: Operation): Probe[] {
  const { url, body, params } = requestFor(operation, org, records);
  const method = operation.method;
  const probes: Probe[] = [];
  const json = (value: unknown) => ({
    method,
    url,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  if (operation.body) {
    const base = (body ?? {}) as Record<string, unknown>;
    for (const [name, schema] of Object.entries(operation.body.properties ?? {})) {
      const type = typeOf(schema);
      const values: unknown[] = [
        ...(type === 'string' ? [12345, ...BAD_TEXT] : []),
        ...(type === 'integer' || type === 'number' ? ['12', ...BAD_NUMBERS] : []),
        ...(type === 'array' ? [['\u0000'], [2 ** 31], Array.from({ length: 5_000 }, () => 1)] : []),
        ...BAD_SHAPES,
      ];
      for (const value of values) probes.push(json({ ...base, [name]: value }));
    }
    probes.push(json({ ...base, unknown_field: 1 }), json([]), json(null), json('\u0000'));
    probes.push({ method, url, payload: '{"broken":', contentType: 'application/json' });
    probes.push({ method, url, payload: '{"a":"\\ud800"}', contentType: 'application/json' });
    probes.push({ method, url, payload: 'name=x', contentType: 'application/x-www-form-urlencoded' });
    probes.push({ method, url, payload: 'x', contentType: 'text/plain' });
    probes.push(json({ ...base, padding: 'x'.repeat(1_100_000) }));
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
    for (const value of BAD_QUERY) {
      probes.push({ method, url: `${url}${url.includes('?') ? '&' : '?'}${parameter.name}=${value}` });
    }
  }
  for (const parameter of operation.parameters.filter((p) => p.in === 'path' && p.name !== 'orgId')) {
    for (const value of BAD_PATH) {
      const at = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
        name === 'orgId'
          ? String(org)
          : name === parameter.name
            ? value
            : encodeURIComponent(params[name] as string),
      );
      probes.push({ method, url: at });
    }
  }
  if (operation.path.includes('{orgId}')) {
    for (const value of ['abc', '0', '2147483648', '9'.repeat(30), '%00', '-1']) {
      probes.push({ method, url: url.replace(`/api/${org}/`, `/api/${value}/`) });
    }
  }
  if (method === 'POST' && !operation.body) {
    probes.push({ method, url, payload: 'not multipart', contentType: 'multipart/form-data; boundary=x' });
  }
  return probes;
}

const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const WIDE_OBJECT = JSON.stringify(
  Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, i])),
);
const WIDE_ARRAY = JSON.stringify(Array.from({ length: 100_000 }, () => 1));
const LONG = JSON.stringify({ text: 'x'.repeat(3 * 1024 * 1024) });

const WIDE_ROUTES = LIMIT === Number.POSITIVE_INFINITY ? LIMIT : 4;

interface Body {
  kind: string;
  payload: string;
  isWide?: boolean;
  /** What a client is told: this status and body, or (none given) any 4xx in the {code} shape. */
  answer?: { status: number; body: Record<string, unknown> };
}

const TOO_DEEP = { status: 400, body: { code: 'invalid', detail: 'Nested deeper than 64 levels' } };
const BODIES: Body[] = [
  { kind: '65 levels deep', payload: nested(65), answer: TOO_DEEP },
  { kind: '5,000 levels deep', payload: nested(5_000), answer: TOO_DEEP },
  { kind: 'an object of 50,000 keys', payload: WIDE_OBJECT, isWide: true },
  { kind: 'an array of 100,000 items', payload: WIDE_ARRAY, isWide: true },
  { kind: 'a 3 MB string', payload: LONG, answer: { status: 413, body: { code: 'payload_too_large' } } },
];

describe('bad input', () => {
  it('never answers 5xx, and refuses in the {code} shape', async () => {
    const random = seededRandom(Number(process.env.WALLS_SEED ?? 7));
    let probes = operations.flatMap(probesFor);
    if (probes.length > LIMIT) probes = probes.filter(() => random() < LIMIT / probes.length);
    const failures: string[] = [];
    for (const probe of probes) {
      const response = await test.app.inject({
        method: probe.method as 'POST',
        url: probe.url,
        headers: { ...bearer(token), ...(probe.contentType ? { 'content-type': probe.contentType } : {}) },
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
      });
      const where = `${probe.method} ${probe.url.slice(0, 120)} ${probe.payload?.slice(0, 80) ?? ''} → ${response.statusCode} ${response.body.slice(0, 160)}`;
      if (response.statusCode >= 500) failures.push(`5xx: ${where}`);
      else if (response.statusCode >= 400) {
        let body: Record<string, unknown> | null = null;
        try {
          body = response.json();
        } catch {
          body = null;
        }
        const keys = body ? Object.keys(body) : [];
        if (
          !body ||
          typeof body.code !== 'string' ||
          keys.some((key) => !['code', 'detail', 'codes'].includes(key))
        )
          failures.push(`not in the {code} shape: ${where}`);
      }
    }
    console.info(`walls input fuzz: ${probes.length} requests over ${operations.length} routes`);
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
  }, 3_600_000);

  it('refuses bodies nested too deep, too wide or too long on every route that reads one', async () => {
    const random = seededRandom(Number(process.env.WALLS_SEED ?? 7));
    const failures: string[] = [];
    const reading = operations.filter((operation) => operation.method !== 'GET');
    const declaring = reading.filter((operation) => operation.body).length;
    let sent = 0;
    for (const operation of reading) {
      const { url } = requestFor(operation, org, records);
      const isSampled = operation.body !== null && random() < WIDE_ROUTES / declaring;
      for (const { kind, payload, isWide, answer } of BODIES) {
        if (isWide && !isSampled) continue;
        sent++;
        const response = await test.app.inject({
          method: operation.method as 'POST',
          url,
          headers: { ...bearer(token), 'content-type': 'application/json' },
          payload,
        });
        const isJson = String(response.headers['content-type']).startsWith('application/json');
        const body = isJson ? response.json() : {};
        const refused = answer
          ? response.statusCode === answer.status && isDeepStrictEqual(body, answer.body)
          : response.statusCode >= 400 && response.statusCode < 500 && typeof body.code === 'string';
        if (!refused)
          failures.push(
            `${operation.method} ${url} with ${kind} → ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
    }
    console.info(`walls input fuzz: ${sent} nested, wide and long bodies to ${reading.length} routes`);
    expect(failures.slice(0, 30), `${failures.length} failures`).toEqual([]);
  }, 600_000);
});
