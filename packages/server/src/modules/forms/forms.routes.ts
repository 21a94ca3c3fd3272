import {
  canUseForms,
  FormsListQuerySchema,
  FormsRecordCreateSchema,
  FormsRecordPageSchema,
  FormsRecordSchema,
} from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { requireActor } from '../../platform/tenancy/org-scope';
import { listedAuthorOf } from './forms.policy';
import { findFormsPage } from './forms.queries';
import { addFormsRecord } from './forms.service';

const tags = ['forms'];
const path = '/forms/records/';

/** Forms's records: anyone who may use the module adds them; each sees their own, the CEO every one. */
export const formsRoutes: ModuleRoutes = async (app) => {
  app.get(
    path,
    {
      config: { permission: canUseForms },
      schema: {
        tags,
        summary: 'The records the caller may see, newest first unless sorted: sort, page',
        querystring: FormsListQuerySchema,
        response: { 200: FormsRecordPageSchema },
      },
    },
    (request) => {
      const author = listedAuthorOf(requireActor(request));
      return request.inScope(({ tx, org }) => findFormsPage(tx, org.id, request.query, author));
    },
  );

  app.post(
    path,
    {
      config: { permission: canUseForms },
      schema: {
        tags,
        summary: 'Add a record in the caller’s name',
        body: FormsRecordCreateSchema,
        response: { 201: FormsRecordSchema },
      },
    },
    // Returned rather than sent, so the answer leaves only after the request's transaction commits.
    async (request, reply) => {
      reply.code(201);
      return request.inScope((scope) => addFormsRecord(scope, request.body));
    },
  );
};
