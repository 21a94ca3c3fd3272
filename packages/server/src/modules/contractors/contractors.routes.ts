import {
  ContractCreateSchema,
  ContractListQuerySchema,
  ContractorCreatedSchema,
  ContractorCreateSchema,
  ContractorDetailSchema,
  ContractorListQuerySchema,
  ContractorPageSchema,
  ContractorsIdParamsSchema,
  ContractorUpdateSchema,
  ContractPageSchema,
  ContractSchema,
  ContractTerminateSchema,
  ContractUpdateSchema,
  isContractorManager,
  VendorCreateSchema,
  VendorListQuerySchema,
  VendorPageSchema,
  VendorSchema,
  VendorUpdateSchema,
} from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import { crudRoutes } from '../../platform/http/crud-routes';
import { readableRecord } from '../../platform/http/policy-answer';
import { ownRecords } from '../../platform/http/route-permission';
import { requireActor } from '../../platform/tenancy/org-scope';
import { activateContract, createContract, terminateContract, updateContract } from './contract.service';
import { addContractor, updateContractor } from './contractor.service';
import { contractorReadPolicy } from './contractors.policy';
import {
  findContract,
  findContractor,
  findContractorPage,
  findContractPage,
  findVendor,
  findVendorPage,
} from './contractors.queries';
import { createVendor, updateVendor } from './vendor.service';

const tags = ['contractors'];
const manager = { permission: isContractorManager };
const params = ContractorsIdParamsSchema;

const found = <T>(row: T | null): T => {
  if (!row) throw new AppError('not_found');
  return row;
};

async function vendorOf(tx: Tx, organizationId: number, id: number) {
  return found(await findVendor(tx, organizationId, id));
}

async function contractorOf(tx: Tx, organizationId: number, id: number, canManage: boolean) {
  return { ...found(await findContractor(tx, organizationId, id)), can_manage: canManage };
}

async function contractOf(tx: Tx, organizationId: number, id: number) {
  return found(await findContract(tx, organizationId, id));
}

/** Vendors, contractors and contracts (spec 3, 4, 5): the contractor manager's, and the CEO's. */
export const contractorRoutes: FastifyPluginAsyncZod = async (app) => {
  crudRoutes(app, {
    path: '/contractors/vendors/',
    tags,
    title: 'vendors, found by name, GSTIN or PAN, filtered by status',
    permissions: { read: isContractorManager, write: isContractorManager },
    schemas: {
      params,
      query: VendorListQuerySchema,
      page: VendorPageSchema,
      row: VendorSchema,
      create: VendorCreateSchema,
      update: VendorUpdateSchema,
    },
    list: ({ tx, org }, query) => findVendorPage(tx, org.id, query),
    get: ({ tx, org }, id) => vendorOf(tx, org.id, id),
    add: async (scope, input) => vendorOf(scope.tx, scope.org.id, (await createVendor(scope, input)).id),
    change: async (scope, id, input) => {
      await updateVendor(scope, id, input);
      return vendorOf(scope.tx, scope.org.id, id);
    },
  });

  app.get(
    '/contractors/contractors/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Contractors: search by name, email or code, filter by status and vendor, sort, page',
        querystring: ContractorListQuerySchema,
        response: { 200: ContractorPageSchema },
      },
    },
    (request) => request.inOrg((tx) => findContractorPage(tx, request.org.id, request.query)),
  );

  app.post(
    '/contractors/contractors/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Add a contractor; their user (role org:contractor) gets a set-password email',
        body: ContractorCreateSchema,
        response: { 201: ContractorCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await request.inScope((scope) => addContractor(scope, request.body));
      reply.code(201);
      return { id: created.contractor.id, user_id: created.user.id };
    },
  );

  app.get(
    '/contractors/contractors/:id/',
    {
      config: { permission: ownRecords(isContractorManager) },
      schema: {
        tags,
        summary: 'A contractor (contractor managers, the CEO, or the contractor themselves)',
        params,
        response: { 200: ContractorDetailSchema },
      },
    },
    (request) =>
      request.inOrg(async (tx) => {
        const actor = requireActor(request);
        const found = await findContractor(tx, request.org.id, request.params.id);
        const detail = readableRecord(found, contractorReadPolicy(actor));
        return { ...detail, can_manage: isContractorManager(actor) };
      }),
  );

  app.patch(
    '/contractors/contractors/:id/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Change a contractor’s name, code, mobile, vendor or status',
        params,
        body: ContractorUpdateSchema,
        response: { 200: ContractorDetailSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await updateContractor(scope, request.params.id, request.body);
        return contractorOf(tx, request.org.id, request.params.id, true);
      }),
  );

  app.get(
    '/contractors/contracts/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Contracts: filter by vendor, contractor and status, sort, page',
        querystring: ContractListQuerySchema,
        response: { 200: ContractPageSchema },
      },
    },
    (request) => request.inOrg((tx) => findContractPage(tx, request.org.id, request.query)),
  );

  app.post(
    '/contractors/contracts/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Add a draft contract; it must not overlap another contract of the contractor',
        body: ContractCreateSchema,
        response: { 201: ContractSchema },
      },
    },
    async (request, reply) => {
      const contract = await request.inScope(async (scope) => {
        const { tx } = scope;
        const row = await createContract(scope, request.body);
        return contractOf(tx, request.org.id, row.id);
      });
      reply.code(201);
      return contract;
    },
  );

  app.get(
    '/contractors/contracts/:id/',
    { config: manager, schema: { tags, summary: 'A contract', params, response: { 200: ContractSchema } } },
    (request) => request.inOrg((tx) => contractOf(tx, request.org.id, request.params.id)),
  );

  app.patch(
    '/contractors/contracts/:id/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Change a draft contract (an ongoing or terminated one cannot be edited)',
        params,
        body: ContractUpdateSchema,
        response: { 200: ContractSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await updateContract(scope, request.params.id, request.body);
        return contractOf(tx, request.org.id, request.params.id);
      }),
  );

  app.post(
    '/contractors/contracts/:id/activate/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'Start a draft contract (draft → ongoing)',
        params,
        response: { 200: ContractSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await activateContract(scope, request.params.id);
        return contractOf(tx, request.org.id, request.params.id);
      }),
  );

  app.post(
    '/contractors/contracts/:id/terminate/',
    {
      config: manager,
      schema: {
        tags,
        summary: 'End a draft or ongoing contract early, on a day within its period',
        params,
        body: ContractTerminateSchema,
        response: { 200: ContractSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        const { tx } = scope;
        await terminateContract(scope, request.params.id, request.body);
        return contractOf(tx, request.org.id, request.params.id);
      }),
  );
};
