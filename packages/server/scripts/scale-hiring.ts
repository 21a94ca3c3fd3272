import { sql } from 'drizzle-orm';
import type { Tx } from '../src/platform/db/client';
import { queryRows } from '../src/platform/db/query-rows';

/** First names the made-up candidates are given, so a search by name finds a realistic share. */
const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Karan', 'Divya', 'Arjun', 'Sneha', 'Vikram', 'Lena', 'Imran'];
const SKILLS = [
  'React',
  'TypeScript',
  'Java',
  'Python',
  'Go',
  'SQL',
  'Node.js',
  'Kotlin',
  'Spark',
  'Selenium',
];
const SOURCES = ['referral', 'job-portal', 'linkedin', 'naukri', 'campus', 'agency', 'website', 'walk-in'];
/** The board's stages an application stands at (the default flow's, the joined one left out). */
const STAGES = ['screening', 'interview-1', 'interview-2', 'hr', 'offer'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * Grows the candidate pool by `candidates` made-up people in bulk SQL (each email and phone their own, a skill or
 * two, 0–15 years of experience, a source), and puts `boardApplications` of them on the organisation's first open
 * hiring request, spread over its stages and their days at the stage: the board and candidate search benchmarks.
 */
export async function seedScaleHiring(
  tx: Tx,
  org: number,
  options: { candidates: number; boardApplications: number },
) {
  const [first] = await queryRows<{ next: number }>(
    tx,
    sql`select coalesce(max(id), 0) + 1 as next from candidates where organization_id = ${org}`,
  );
  const from = Number(first?.next ?? 1);
  const to = from + options.candidates - 1;
  await tx.execute(sql`
    insert into candidates (organization_id, first_name, last_name, email, phone, skills, experience, source,
      current_company, current_location, created_at)
    select ${org}::int, (${textArray(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}], 'Scale' || n,
      'scale.candidate' || n || '@example.test', '6' || lpad(n::text, 9, '0'),
      array[(${textArray(SKILLS)})[1 + n % ${SKILLS.length}], (${textArray(SKILLS)})[1 + (n / 7) % ${SKILLS.length}]],
      (n % 151) / 10.0, (${textArray(SOURCES)})[1 + n % ${SOURCES.length}],
      'Company ' || (n % 997), (array['Pune','Bengaluru','Chennai','Hyderabad'])[1 + n % 4],
      now() - make_interval(mins => n % 500000)
    from generate_series(${from}::int, ${to}::int) n
    on conflict do nothing`);
  const [request] = await queryRows<{ id: number; number: number }>(
    tx,
    sql`select id, number from hiring_requests where organization_id = ${org} and status = 'open'
      order by number limit 1`,
  );
  if (!request || options.boardApplications <= 0) return { candidates: options.candidates, board: null };
  await tx.execute(sql`
    insert into applications (organization_id, candidate_id, hiring_request_id, stage_key, status, source,
      stage_since, created_at)
    select ${org}, c.id, ${request.id}, (${textArray(STAGES)})[1 + c.id % ${STAGES.length}], 'in-progress',
      c.source, now() - make_interval(hours => c.id % 1440), now() - make_interval(hours => c.id % 2000)
    from candidates c
    where c.organization_id = ${org} and c.email like 'scale.candidate%'
    order by c.id
    limit ${options.boardApplications}
    on conflict do nothing`);
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from applications where organization_id = ${org}
      and hiring_request_id = ${request.id}`,
  );
  return {
    candidates: options.candidates,
    board: {
      requestId: request.id,
      code: `HR-${String(request.number).padStart(4, '0')}`,
      applications: count?.n ?? 0,
    },
  };
}
