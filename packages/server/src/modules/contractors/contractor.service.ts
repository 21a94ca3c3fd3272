import type { ContractorCreate, ContractorUpdate } from '@atrium/contracts';
import { ROLES } from '@atrium/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inTextSet } from '../../platform/db/value-set';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import {
  assertMemberRoom,
  createUser,
  findUserById,
  findUsersByEmails,
  issuePasswordLink,
  type NewUser,
  renameUsers,
  setUserActive,
  setUserMobile,
} from '../accounts';
import { contractors } from './contractors.tables';
import { assertVendorExists } from './vendor.service';

/** A contractor user (user type 'contractor') and their contractor record, optionally on a vendor. */
export async function createContractor(
  scope: Scope,
  input: { user: NewUser; code: string; vendorId?: number | null },
) {
  const { tx } = scope;
  const organizationId = scope.org.id;
  const user = await createUser(scope, { ...input.user, userType: 'contractor' });
  const [contractor] = await tx
    .insert(contractors)
    .values({ organizationId, userId: user.id, code: input.code, vendorId: input.vendorId ?? null })
    .returning();
  if (!contractor) throw new Error('contractor insert returned nothing');
  await scope.audit({
    action: 'contractor.create',
    entityType: 'contractor',
    entityId: contractor.id,
    after: contractor,
  });
  return { user, contractor };
}

async function assertCodeFree(tx: Tx, organizationId: number, code: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(
      and(eq(contractors.organizationId, organizationId), sql`upper(${contractors.code}) = upper(${code})`),
    );
  if (taken && taken.id !== exceptId) throw invalid({ code: ['integrity_error'] });
}

/** Adds a contractor from the Contractor Form; their user (role org:contractor) gets a set-password email. */
export async function addContractor(scope: Scope, input: ContractorCreate) {
  const { tx, org } = scope;
  const organizationId = org.id;
  await assertMemberRoom(tx, organizationId);
  if ((await findUsersByEmails(tx, organizationId, [input.email])).size)
    throw invalid({ email: ['integrity_error'] });
  await assertCodeFree(tx, organizationId, input.code);
  if (input.vendor_id) await assertVendorExists(tx, organizationId, input.vendor_id);
  const { user, contractor } = await createContractor(scope, {
    user: {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      roles: [ROLES.CONTRACTOR],
      profile: { mobile: input.mobile ?? null },
    },
    code: input.code,
    vendorId: input.vendor_id ?? null,
  });
  const issued = await issuePasswordLink(scope, user, { purpose: 'password', isInitial: true });
  await scope.mail(issued.message);
  return { user, contractor };
}

/** Changes code, vendor, name, mobile or status; an inactive contractor's user can no longer sign in. */
export async function updateContractor(scope: Scope, id: number, input: ContractorUpdate) {
  const { tx, org } = scope;
  const organizationId = org.id;
  const [before] = await tx
    .select()
    .from(contractors)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, id)))
    .for('update');
  if (!before) throw new AppError('not_found');
  if (input.code !== undefined) await assertCodeFree(tx, organizationId, input.code, id);
  if (input.vendor_id) await assertVendorExists(tx, organizationId, input.vendor_id);
  if (input.first_name !== undefined || input.last_name !== undefined) {
    const current = await findUserById(tx, organizationId, before.userId);
    await renameUsers(scope, [
      {
        id: before.userId,
        firstName: input.first_name ?? current?.firstName ?? '',
        lastName: input.last_name ?? current?.lastName ?? '',
      },
    ]);
  }
  if (input.mobile !== undefined) {
    await setUserMobile(scope, before.userId, input.mobile ?? null);
  }
  const changes = Object.fromEntries(
    Object.entries({ code: input.code, vendorId: input.vendor_id, status: input.status }).filter(
      ([, value]) => value !== undefined,
    ),
  );
  if (!Object.keys(changes).length) return before;
  const [after] = await tx
    .update(contractors)
    .set(changes)
    .where(and(eq(contractors.organizationId, organizationId), eq(contractors.id, id)))
    .returning();
  if (input.status && input.status !== before.status) {
    await setUserActive(scope, before.userId, input.status === 'active');
  }
  await scope.audit({ action: 'contractor.update', entityType: 'contractor', entityId: id, before, after });
  return after ?? before;
}

/** Contractors by code, compared upper-cased as codes are typed in files. */
export async function findContractorsByCode(tx: Tx, organizationId: number, codes: string[]) {
  const keys = [...new Set(codes.map((code) => code.trim().toUpperCase()))];
  if (!keys.length) return new Map<string, { id: number; code: string }>();
  const rows = await tx
    .select({ id: contractors.id, code: contractors.code })
    .from(contractors)
    .where(
      and(eq(contractors.organizationId, organizationId), inTextSet(sql`upper(${contractors.code})`, keys)),
    );
  return new Map(rows.map((row) => [row.code.toUpperCase(), row]));
}
