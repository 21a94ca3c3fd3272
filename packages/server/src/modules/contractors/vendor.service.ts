import type { VendorCreate, VendorUpdate } from '@atrium/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { vendors } from './contractors.tables';

/** Names (any letter case) and GSTINs are unique within an organisation. */
async function assertVendorUnique(
  tx: Tx,
  organizationId: number,
  input: { name?: string; gst?: string | null },
  exceptId?: number,
) {
  const others = (condition: ReturnType<typeof eq>) =>
    tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(
        and(
          eq(vendors.organizationId, organizationId),
          condition,
          exceptId ? ne(vendors.id, exceptId) : undefined,
        ),
      )
      .limit(1);
  const codes: Record<string, string[]> = {};
  if (input.name && (await others(sql`lower(${vendors.name}) = lower(${input.name})`)).length) {
    codes.name = ['integrity_error'];
  }
  if (input.gst && (await others(eq(vendors.gst, input.gst))).length) codes.gst = ['integrity_error'];
  if (Object.keys(codes).length) throw invalid(codes);
}

export async function createVendor(scope: Scope, input: VendorCreate) {
  const { tx, org } = scope;
  const organizationId = org.id;
  await assertVendorUnique(tx, organizationId, input);
  const [vendor] = await tx
    .insert(vendors)
    .values({
      organizationId,
      name: input.name,
      gst: input.gst ?? null,
      pan: input.pan ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address || null,
      status: input.status ?? 'active',
    })
    .returning();
  if (!vendor) throw new Error('vendor insert returned nothing');
  await scope.audit({ action: 'vendor.create', entityType: 'vendor', entityId: vendor.id, after: vendor });
  return vendor;
}

export async function updateVendor(scope: Scope, id: number, input: VendorUpdate) {
  const { tx, org } = scope;
  const organizationId = org.id;
  const [before] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)))
    .for('update');
  if (!before) throw new AppError('not_found');
  await assertVendorUnique(tx, organizationId, input, id);
  const changes = Object.fromEntries(
    Object.entries({
      name: input.name,
      gst: input.gst,
      pan: input.pan,
      email: input.email,
      phone: input.phone,
      address: input.address === '' ? null : input.address,
      status: input.status,
    }).filter(([, value]) => value !== undefined),
  );
  if (!Object.keys(changes).length) return before;
  const [after] = await tx
    .update(vendors)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, id)))
    .returning();
  await scope.audit({ action: 'vendor.update', entityType: 'vendor', entityId: id, before, after });
  return after ?? before;
}

/** Refuses a vendor the organisation does not have, as a field error on `field`. */
export async function assertVendorExists(
  tx: Tx,
  organizationId: number,
  vendorId: number,
  field = 'vendor_id',
) {
  const [row] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, vendorId)));
  if (!row) throw invalid({ [field]: ['invalid'] });
}
