import type { CandidateCreate, CandidateUpdate } from '@atrium/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { ReceivedFile } from '../../platform/files/received-file';
import { AppError } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { rejectOngoingApplications } from './application.service';
import { candidates } from './hiring.tables';

type CandidateRow = typeof candidates.$inferSelect;

const LABELS = { email: 'email', phone: 'phone', pan: 'PAN' } as const;
/** The PAN and the resume's stored key never reach the audit trail. */
const SEALED = ['panSealed', 'resumeKey'];

/**
 * The candidate already in the pool with the same email (any letter case), phone or PAN, and which matched; the PAN
 * is compared opened, among the few candidates sharing its last four.
 */
async function findDuplicate(
  scope: Scope,
  input: { email?: string; phone?: string | null; pan?: string | null },
  exceptId?: number,
): Promise<{ row: CandidateRow; field: keyof typeof LABELS } | null> {
  const { tx, org } = scope;
  const others = (condition: ReturnType<typeof eq>) =>
    tx
      .select()
      .from(candidates)
      .where(
        and(
          eq(candidates.organizationId, org.id),
          condition,
          exceptId ? ne(candidates.id, exceptId) : undefined,
        ),
      );
  if (input.email) {
    const [row] = await others(eq(candidates.emailKey, sql`lower(${input.email})`)).limit(1);
    if (row) return { row, field: 'email' };
  }
  if (input.phone) {
    const [row] = await others(eq(candidates.phone, input.phone)).limit(1);
    if (row) return { row, field: 'phone' };
  }
  if (input.pan) {
    const sharing = await others(eq(candidates.panLast4, input.pan.slice(-4)));
    const row = sharing.find(
      (candidate) => candidate.panSealed && scope.sealer.open(org.id, candidate.panSealed) === input.pan,
    );
    if (row) return { row, field: 'pan' };
  }
  return null;
}

/** Refuses a second candidate for one person, naming the one already in the pool. */
async function assertNoDuplicate(
  scope: Scope,
  input: Parameters<typeof findDuplicate>[1],
  exceptId?: number,
) {
  const duplicate = await findDuplicate(scope, input, exceptId);
  if (!duplicate) return;
  const { row, field } = duplicate;
  const name = `${row.firstName} ${row.lastName}`.trim();
  throw new AppError('candidate_duplicate', {
    codes: { [field]: ['candidate_duplicate'] },
    detail: `${name} (candidate #${row.id}) is already in the candidate pool with this ${LABELS[field]}`,
  });
}

const blankAsNull = (value: string | null | undefined) => (value === '' ? null : value);

function columnsOf(scope: Scope, input: CandidateUpdate) {
  const pan =
    input.pan === undefined
      ? {}
      : input.pan === null
        ? { panSealed: null, panLast4: null }
        : { panSealed: scope.sealer.seal(scope.org.id, input.pan), panLast4: input.pan.slice(-4) };
  return Object.fromEntries(
    Object.entries({
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
      phone: input.phone === undefined ? undefined : blankAsNull(input.phone),
      ...pan,
      skills: input.skills,
      experience: input.experience,
      currentCompany: input.current_company === undefined ? undefined : blankAsNull(input.current_company),
      currentDesignation:
        input.current_designation === undefined ? undefined : blankAsNull(input.current_designation),
      currentLocation: input.current_location === undefined ? undefined : blankAsNull(input.current_location),
      noticePeriodDays: input.notice_period_days,
      source: input.source,
      notes: input.notes === undefined ? undefined : blankAsNull(input.notes),
    }).filter(([, value]) => value !== undefined),
  );
}

/** Adds a candidate to the pool, once per person. */
export async function addCandidate(scope: Scope, input: CandidateCreate) {
  await assertNoDuplicate(scope, input);
  const [row] = await scope.tx
    .insert(candidates)
    .values({
      organizationId: scope.org.id,
      ...(columnsOf(scope, input) as Pick<typeof candidates.$inferInsert, 'firstName' | 'email'>),
      createdBy: scope.by.actorUserId,
    })
    .returning();
  if (!row) throw new Error('candidates insert returned nothing');
  await scope.audit({
    action: 'candidate.create',
    entityType: 'candidate',
    entityId: row.id,
    after: row,
    sealed: SEALED,
  });
  return row;
}

async function lockCandidate(scope: Scope, id: number) {
  const [row] = await scope.tx
    .select()
    .from(candidates)
    .where(and(eq(candidates.organizationId, scope.org.id), eq(candidates.id, id)))
    .for('update');
  if (!row) throw new AppError('not_found');
  return row;
}

async function change(scope: Scope, before: CandidateRow, changes: Record<string, unknown>, action: string) {
  const [after] = await scope.tx
    .update(candidates)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(candidates.organizationId, scope.org.id), eq(candidates.id, before.id)))
    .returning();
  if (!after) throw new AppError('not_found');
  await scope.audit({
    action: `candidate.${action}`,
    entityType: 'candidate',
    entityId: before.id,
    before,
    after,
    sealed: SEALED,
  });
  return after;
}

/** Changes a candidate; a new email, phone or PAN must not be another candidate's. */
export async function updateCandidate(scope: Scope, id: number, input: CandidateUpdate) {
  const before = await lockCandidate(scope, id);
  await assertNoDuplicate(scope, input, id);
  const changes = columnsOf(scope, input);
  if (!Object.keys(changes).length) return before;
  return change(scope, before, changes, 'update');
}

/** Blacklists a candidate with a reason; their ongoing applications are rejected with it (spec 4). */
export async function blacklistCandidate(scope: Scope, id: number, reason: string) {
  const before = await lockCandidate(scope, id);
  if (before.isBlacklisted) throw new AppError('candidate_blacklisted');
  const after = await change(
    scope,
    before,
    { isBlacklisted: true, blacklistReason: reason, blacklistedAt: sql`now()` },
    'blacklist',
  );
  await rejectOngoingApplications(scope, id, reason);
  return after;
}

/** Takes a candidate off the blacklist. */
export async function unblockCandidate(scope: Scope, id: number) {
  const before = await lockCandidate(scope, id);
  if (!before.isBlacklisted) throw new AppError('candidate_not_blacklisted');
  return change(
    scope,
    before,
    { isBlacklisted: false, blacklistReason: null, blacklistedAt: null },
    'unblock',
  );
}

/** Keeps a new resume; answers the key of the one it replaces, for removal once the change commits. */
export async function setCandidateResume(scope: Scope, id: number, file: ReceivedFile) {
  const before = await lockCandidate(scope, id);
  await change(
    scope,
    before,
    { resumeKey: file.key, resumeFileName: file.filename, resumeUploadedAt: sql`now()` },
    'resume',
  );
  return before.resumeKey;
}
