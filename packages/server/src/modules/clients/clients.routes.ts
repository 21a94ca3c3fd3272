import {
  ClientDetailSchema,
  ClientIdParamsSchema,
  ClientInputSchema,
  ClientListQuerySchema,
  ClientPageSchema,
  ContactInputSchema,
  ContactListQuerySchema,
  ContactPageSchema,
  ContactSchema,
  CURRENCIES,
  CurrencySchema,
  canManageClients,
  canReadClients,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import type { ModuleRoutes } from '../../platform/module-kit';
import { findClient, findClientPage, findContact, findContactPage } from './clients.queries';
import { createClient, createContact, deleteContact, updateClient, updateContact } from './clients.service';

const tags = ['clients'];
const readers = { permission: canReadClients };
const keepers = { permission: canManageClients };
const params = ClientIdParamsSchema;

const found = <T>(record: T | null): T => {
  if (!record) throw new AppError('not_found');
  return record;
};
const clientOf = async (db: Queryable, organizationId: number, id: number) =>
  found(await findClient(db, organizationId, id));
const contactOf = async (db: Queryable, organizationId: number, id: number) =>
  found(await findContact(db, organizationId, id));

/** Clients and their contacts (spec 2.6, 2.10): sales keeps them; those who deliver and bill read them. */
export const clientRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/clients/clients/',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Clients by name unless sorted: search name, GSTIN or city; filter by currency; page',
        querystring: ClientListQuerySchema,
        response: { 200: ClientPageSchema },
      },
    },
    (request) => request.inOrg((tx) => findClientPage(tx, request.org.id, request.query)),
  );

  app.post(
    '/clients/clients/',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Add a client',
        body: ClientInputSchema,
        response: { 201: ClientDetailSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        const client = await createClient(scope, request.body);
        return clientOf(scope.tx, scope.org.id, client.id);
      });
    },
  );

  app.get(
    '/clients/clients/:id/',
    {
      config: readers,
      schema: { tags, summary: 'One client with its details', params, response: { 200: ClientDetailSchema } },
    },
    (request) => request.inOrg((tx) => clientOf(tx, request.org.id, request.params.id)),
  );

  app.put(
    '/clients/clients/:id/',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Change a client’s details',
        params,
        body: ClientInputSchema,
        response: { 200: ClientDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await updateClient(scope, request.params.id, request.body);
        return clientOf(scope.tx, scope.org.id, request.params.id);
      }),
  );

  app.get(
    '/clients/contacts/',
    {
      config: readers,
      schema: {
        tags,
        summary:
          'Contacts by name unless sorted, of one client or every one: search name, email, position; page',
        querystring: ContactListQuerySchema,
        response: { 200: ContactPageSchema },
      },
    },
    (request) => request.inOrg((tx) => findContactPage(tx, request.org.id, request.query)),
  );

  app.post(
    '/clients/contacts/',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Add a contact at a client',
        body: ContactInputSchema,
        response: { 201: ContactSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.inScope(async (scope) => {
        const contact = await createContact(scope, request.body);
        return contactOf(scope.tx, scope.org.id, contact.id);
      });
    },
  );

  app.get(
    '/clients/contacts/:id/',
    {
      config: readers,
      schema: { tags, summary: 'One contact’s card', params, response: { 200: ContactSchema } },
    },
    (request) => request.inOrg((tx) => contactOf(tx, request.org.id, request.params.id)),
  );

  app.put(
    '/clients/contacts/:id/',
    {
      config: keepers,
      schema: {
        tags,
        summary: 'Change a contact’s card',
        params,
        body: ContactInputSchema,
        response: { 200: ContactSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await updateContact(scope, request.params.id, request.body);
        return contactOf(scope.tx, scope.org.id, request.params.id);
      }),
  );

  app.delete(
    '/clients/contacts/:id/',
    {
      config: keepers,
      schema: { tags, summary: 'Delete a contact', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await request.inScope((scope) => deleteContact(scope, request.params.id));
      reply.code(204);
      return null;
    },
  );
};

/** The currencies a client is billed in, for forms before sign-in data is needed (spec 7). */
export const currencyPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/supported-currencies/',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'The currencies clients are billed in',
        response: { 200: z.object({ results: z.array(CurrencySchema) }) },
      },
    },
    () => ({ results: [...CURRENCIES] }),
  );
};
