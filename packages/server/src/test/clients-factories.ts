import { ClientInputSchema, ContactInputSchema } from '@atrium/contracts';
import { createClient, createContact } from '../modules/clients';
import type { AppContext } from '../platform/app-context';
import { inScope } from './factories';

/** A client added through the clients module's service, as through the API. */
export function buildClient(
  ctx: AppContext,
  organizationId: number,
  input: Record<string, unknown> & { name: string },
) {
  return inScope(ctx, organizationId, (scope) => createClient(scope, ClientInputSchema.parse(input)));
}

/** A contact at `clientId`, added through the service. */
export function buildContact(
  ctx: AppContext,
  organizationId: number,
  input: Record<string, unknown> & { client_id: number; first_name: string },
) {
  return inScope(ctx, organizationId, (scope) => createContact(scope, ContactInputSchema.parse(input)));
}
