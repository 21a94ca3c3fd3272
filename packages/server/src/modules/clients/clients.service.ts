import { type ClientInput, ClientInputSchema, type ContactInput } from '@atrium/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError, invalid } from '../../platform/http/app-error';
import type { Scope } from '../../platform/scope';
import { users } from '../accounts';
import { businessRegions } from '../org-setup';
import { clientContacts, clients } from './clients.tables';

/** Another client of the organisation with this name, in any letter case. */
async function assertNameFree(scope: Scope, name: string, exceptId?: number) {
  const [other] = await scope.tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(
        eq(clients.organizationId, scope.org.id),
        sql`lower(${clients.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(clients.id, exceptId),
      ),
    )
    .limit(1);
  if (other) throw new AppError('client_name_taken', { codes: { name: ['client_name_taken'] } });
}

/** Refuses, as field errors, a business region or an owner the organisation does not have. */
async function assertReferences(scope: Scope, input: ClientInput) {
  const { tx, org } = scope;
  const codes: Record<string, string[]> = {};
  if (input.business_region_id) {
    const [region] = await tx
      .select({ id: businessRegions.id })
      .from(businessRegions)
      .where(
        and(eq(businessRegions.organizationId, org.id), eq(businessRegions.id, input.business_region_id)),
      );
    if (!region) codes.business_region_id = ['invalid'];
  }
  if (input.owner_user_id) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.organizationId, org.id), eq(users.id, input.owner_user_id), eq(users.isActive, true)),
      );
    if (!owner) codes.owner_user_id = ['invalid'];
  }
  if (Object.keys(codes).length) throw invalid(codes);
}

const clientValues = (input: ClientInput) => ({
  name: input.name,
  gstin: input.gstin ?? null,
  pan: input.pan ?? null,
  currency: input.currency,
  businessRegionId: input.business_region_id ?? null,
  ownerUserId: input.owner_user_id ?? null,
  addressLine: input.address_line ?? null,
  city: input.city ?? null,
  state: input.state ?? null,
  country: input.country ?? null,
  postalCode: input.postal_code ?? null,
});

/** Adds a client; names are unique in any letter case. */
export async function createClient(scope: Scope, input: ClientInput) {
  await assertNameFree(scope, input.name);
  await assertReferences(scope, input);
  const [client] = await scope.tx
    .insert(clients)
    .values({ organizationId: scope.org.id, ...clientValues(input) })
    .returning();
  if (!client) throw new Error('client insert returned nothing');
  await scope.audit({ action: 'client.create', entityType: 'client', entityId: client.id, after: client });
  return client;
}

async function lockClient(scope: Scope, id: number) {
  const [client] = await scope.tx
    .select()
    .from(clients)
    .where(and(eq(clients.organizationId, scope.org.id), eq(clients.id, id)))
    .for('update');
  if (!client) throw new AppError('not_found');
  return client;
}

/** Changes a client's details; the name stays unique. */
export async function updateClient(scope: Scope, id: number, input: ClientInput) {
  const before = await lockClient(scope, id);
  await assertNameFree(scope, input.name, id);
  await assertReferences(scope, input);
  const [after] = await scope.tx
    .update(clients)
    .set({ ...clientValues(input), updatedAt: sql`now()` })
    .where(and(eq(clients.organizationId, scope.org.id), eq(clients.id, id)))
    .returning();
  await scope.audit({ action: 'client.update', entityType: 'client', entityId: id, before, after });
  return after ?? before;
}

/** A client with a name only, as the project form adds one. */
export const addClientByName = (scope: Scope, name: string) =>
  createClient(scope, ClientInputSchema.parse({ name }));

const contactValues = (input: ContactInput) => ({
  clientId: input.client_id,
  salutation: input.salutation ?? null,
  firstName: input.first_name,
  lastName: input.last_name ?? null,
  position: input.position ?? null,
  mobile: input.mobile ?? null,
  email: input.email ?? null,
  additionalNotes: input.additional_notes ?? null,
  canResourceAccess: input.can_resource_access,
});

/** Adds a contact at one of the organisation's clients. */
export async function createContact(scope: Scope, input: ContactInput) {
  await lockClient(scope, input.client_id).catch(() => {
    throw invalid({ client_id: ['invalid'] });
  });
  const [contact] = await scope.tx
    .insert(clientContacts)
    .values({ organizationId: scope.org.id, ...contactValues(input) })
    .returning();
  if (!contact) throw new Error('contact insert returned nothing');
  await scope.audit({
    action: 'client_contact.create',
    entityType: 'client_contact',
    entityId: contact.id,
    after: contact,
  });
  return contact;
}

async function lockContact(scope: Scope, id: number) {
  const [contact] = await scope.tx
    .select()
    .from(clientContacts)
    .where(and(eq(clientContacts.organizationId, scope.org.id), eq(clientContacts.id, id)))
    .for('update');
  if (!contact) throw new AppError('not_found');
  return contact;
}

/** Changes a contact, who may also move to another of the organisation's clients. */
export async function updateContact(scope: Scope, id: number, input: ContactInput) {
  const before = await lockContact(scope, id);
  if (input.client_id !== before.clientId)
    await lockClient(scope, input.client_id).catch(() => {
      throw invalid({ client_id: ['invalid'] });
    });
  const [after] = await scope.tx
    .update(clientContacts)
    .set({ ...contactValues(input), updatedAt: sql`now()` })
    .where(and(eq(clientContacts.organizationId, scope.org.id), eq(clientContacts.id, id)))
    .returning();
  await scope.audit({
    action: 'client_contact.update',
    entityType: 'client_contact',
    entityId: id,
    before,
    after,
  });
  return after ?? before;
}

/** Deletes a contact (the screen asks first); the audit trail keeps what it was. */
export async function deleteContact(scope: Scope, id: number) {
  const before = await lockContact(scope, id);
  await scope.tx
    .delete(clientContacts)
    .where(and(eq(clientContacts.organizationId, scope.org.id), eq(clientContacts.id, id)));
  await scope.audit({ action: 'client_contact.delete', entityType: 'client_contact', entityId: id, before });
}
