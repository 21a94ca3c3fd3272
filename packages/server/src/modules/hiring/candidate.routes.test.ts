import { ROLES } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, bearer, buildOrganization, buildSignedInPeople } from '../../test/factories';
import { PDF } from '../../test/hiring-factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipart } from '../../test/uploads';

const PATH = '/hiring/candidates/';
let test: TestApp;
let org: number;
let other: number;
let tokens: Record<string, string>;
let otherToken: string;

beforeAll(async () => {
  test = await createTestApp();
  org = (await buildOrganization(test.ctx)).id;
  other = (await buildOrganization(test.ctx)).id;
  tokens = await buildSignedInPeople(
    test,
    org,
    {
      ceo: [ROLES.CEO],
      rm: [ROLES.TAS_RECRUITMENT_MANAGER],
      recruiter: [ROLES.TAS_RECRUITER],
      analyst: [ROLES.TAS_ANALYST],
      hiring: [ROLES.TAS_HIRING_MANAGER],
      employee: [ROLES.EMPLOYEE],
    },
    'candidates.test',
  );
  otherToken = (await buildSignedInPeople(test, other, { rm: [ROLES.TAS_RECRUITMENT_MANAGER] }, 'o.test'))
    .rm as string;
});
afterAll(() => test.close());

const api = (who: string) => as(test, org, tokens[who] as string);
let serial = 0;
const person = (changes: object = {}) => {
  serial += 1;
  return {
    first_name: 'Asha',
    last_name: `Kumar${serial}`,
    email: `asha${serial}@example.test`,
    phone: `98765${String(serial).padStart(5, '0')}`,
    skills: ['TypeScript'],
    experience: 4,
    source: 'referral',
    ...changes,
  };
};

async function add(who = 'recruiter', changes: object = {}) {
  const response = await api(who).post(PATH, person(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; name: string; pan: string | null };
}

describe('one person is one candidate', () => {
  it('seals the PAN and answers it masked', async () => {
    const added = await add('recruiter', { pan: 'abcpk1234f' });
    expect(added.pan).toBe('XXXX234F');
    const read = await api('analyst').get(`${PATH}${added.id}/`);
    expect(read.body).not.toContain('ABCPK1234F');
    const trail = await api('ceo').get('/audit/events/?limit=100');
    expect(trail.body).toContain('candidate');
    expect(trail.body).not.toContain('ABCPK1234F');
  });

  it.each([
    [
      'email, in any letter case',
      (first: ReturnType<typeof person>) => ({ email: first.email.toUpperCase() }),
      'email',
    ],
    ['phone', (first: ReturnType<typeof person>) => ({ phone: first.phone }), 'phone'],
    ['PAN', () => ({ pan: 'ZZZPQ9876L' }), 'pan'],
  ])('refuses a second candidate with the same %s, naming the first', async (_what, same, field) => {
    const first = person({ pan: field === 'pan' ? 'ZZZPQ9876L' : null });
    const created = await api('recruiter').post(PATH, first);
    expect(created.statusCode, created.body).toBe(201);
    // Another PAN with the same last four is another person.
    if (field === 'pan')
      expect((await api('recruiter').post(PATH, person({ pan: 'AAAPQ9876L' }))).statusCode).toBe(201);
    const again = await api('recruiter').post(PATH, person(same(first)));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'candidate_duplicate',
      codes: { [field]: ['candidate_duplicate'] },
    });
    expect(again.json().detail).toContain(
      `${first.first_name} ${first.last_name} (candidate #${created.json().id})`,
    );
  });

  it('keeps an edit from taking another candidate’s email', async () => {
    const first = await add();
    const second = await add();
    const firstEmail = (await api('rm').get(`${PATH}${first.id}/`)).json().email;
    const clash = await api('rm').patch(`${PATH}${second.id}/`, { email: firstEmail });
    expect(clash.statusCode).toBe(409);
    expect((await api('rm').patch(`${PATH}${second.id}/`, { current_company: 'Acme' })).json()).toMatchObject(
      {
        current_company: 'Acme',
      },
    );
  });
});

describe('the pool’s search', () => {
  it('finds by skill, experience range and text, paged in SQL', async () => {
    await add('rm', { first_name: 'Zubin', skills: ['Elixir', 'Go'], experience: 9 });
    await add('rm', { first_name: 'Zara', skills: ['elixir'], experience: 2 });
    const page = async (query: string) => (await api('analyst').get(`${PATH}?${query}`)).json();
    expect((await page('skill=ELIXIR')).count).toBe(2);
    expect(
      (await page('skill=elixir&min_experience=5')).results.map((c: { first_name: string }) => c.first_name),
    ).toEqual(['Zubin']);
    expect(
      (await page('skill=elixir&max_experience=5')).results.map((c: { first_name: string }) => c.first_name),
    ).toEqual(['Zara']);
    expect((await page('search=zub')).count).toBe(1);
    const first = await page('limit=2&order_by=name');
    expect(first.results).toHaveLength(2);
    expect(first.count).toBeGreaterThan(2);
  });
});

describe('blacklisting', () => {
  it('lets a recruitment manager blacklist with a reason and unblock, and nobody else', async () => {
    const { id } = await add();
    expect((await api('recruiter').post(`${PATH}${id}/blacklist/`, { reason: 'No show' })).statusCode).toBe(
      403,
    );
    expect((await api('rm').post(`${PATH}${id}/blacklist/`, { reason: '' })).statusCode).toBe(400);
    const listed = await api('rm').post(`${PATH}${id}/blacklist/`, { reason: 'No show twice' });
    expect(listed.json()).toMatchObject({ is_blacklisted: true, blacklist_reason: 'No show twice' });
    expect((await api('rm').post(`${PATH}${id}/blacklist/`, { reason: 'Again' })).json().code).toBe(
      'candidate_blacklisted',
    );
    expect((await api('analyst').get(`${PATH}?blacklisted=true`)).json().results).toEqual([
      expect.objectContaining({ id }),
    ]);
    expect((await api('rm').delete(`${PATH}${id}/blacklist/`)).json()).toMatchObject({
      is_blacklisted: false,
    });
    expect((await api('rm').delete(`${PATH}${id}/blacklist/`)).json().code).toBe('candidate_not_blacklisted');
  });
});

describe('the resume', () => {
  const upload = (who: string, id: number, name: string, content: Buffer) => {
    const body = multipart({}, { name, content });
    return test.app.inject({
      method: 'PUT',
      url: `/api/${org}${PATH}${id}/resume/`,
      headers: { ...bearer(tokens[who] as string), ...body.headers },
      payload: body.payload,
    });
  };

  it('takes one PDF, checked by its first bytes, and gives it back', async () => {
    const { id } = await add();
    expect((await upload('recruiter', id, 'cv.docx', PDF)).json().code).toBe('resume_must_be_pdf');
    expect((await upload('recruiter', id, 'cv.pdf', Buffer.from('MZ not a pdf'))).json().code).toBe(
      'resume_must_be_pdf',
    );
    expect((await upload('analyst', id, 'cv.pdf', PDF)).statusCode).toBe(403);
    const stored = await upload('recruiter', id, 'Asha CV.pdf', PDF);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().resume).toMatchObject({ file_name: 'Asha CV.pdf' });
    const file = await api('analyst').get(`${PATH}${id}/resume/`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('who reaches the pool', () => {
  it('refuses hiring managers and employees, and answers only the organisation’s own', async () => {
    const { id } = await add();
    for (const who of ['hiring', 'employee']) {
      expect((await api(who).get(PATH)).statusCode).toBe(403);
      expect((await api(who).get(`${PATH}${id}/`)).statusCode).toBe(403);
    }
    expect((await api('analyst').post(PATH, person())).statusCode).toBe(403);
    const foreign = as(test, other, otherToken);
    expect((await foreign.get(PATH)).json().count).toBe(0);
    expect((await foreign.get(`${PATH}${id}/`)).statusCode).toBe(404);
    expect((await foreign.patch(`${PATH}${id}/`, { notes: 'x' })).statusCode).toBe(404);
  });
});
