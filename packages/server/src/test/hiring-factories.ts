import { createDepartment, createDesignation } from '../modules/org-setup';
import type { AppContext } from '../platform/app-context';
import { type as, inScope } from './factories';

/** A designation and a department to raise hiring requests for. */
export function buildHiringCatalogue(
  ctx: AppContext,
  organizationId: number,
  names = { designation: 'Engineer', department: 'Engineering' },
) {
  return inScope(ctx, organizationId, async (scope) => ({
    designationId: (await createDesignation(scope, names.designation)).id,
    departmentId: (await createDepartment(scope, names.department)).id,
  }));
}

/** A valid hiring request's body for the catalogue's designation and department. */
export const hiringRequestBody = (catalogue: { designationId: number; departmentId: number }) => ({
  designation_id: catalogue.designationId,
  department_id: catalogue.departmentId,
  positions: 2,
  min_experience: 3,
  max_experience: 6,
  min_ctc: 1_234_567,
  max_ctc: 2_345_678,
  skills: ['TypeScript', 'React'],
  specializations: ['Frontend'],
  locations: ['Pune', 'Bengaluru'],
  target_date: '2026-12-31',
  resource_request: 'RR-0007',
});

/** A minimal PDF, as its first bytes make one. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

type Api = ReturnType<typeof as>;

/** An approved (open) hiring request raised and decided by a recruitment manager, assigned to `recruiterId`. */
export async function buildOpenHiringRequest(
  rm: Api,
  catalogue: { designationId: number; departmentId: number },
  recruiterId?: number,
) {
  const raised = await rm.post('/hiring/hiring-requests/', hiringRequestBody(catalogue));
  if (raised.statusCode !== 201) throw new Error(`raise: ${raised.body}`);
  const id = (raised.json() as { id: number }).id;
  await rm.post(`/hiring/hiring-requests/${id}/transitions/`, { action: 'approve' });
  if (recruiterId) await rm.put(`/hiring/hiring-requests/${id}/recruiter/`, { recruiter_id: recruiterId });
  return id;
}

let candidateSerial = 0;
/** A candidate in the pool, added through the API. */
export async function buildCandidate(api: Api, changes: object = {}) {
  candidateSerial += 1;
  const unique = `${Date.now() % 100_000}${candidateSerial}`;
  const response = await api.post('/hiring/candidates/', {
    first_name: 'Meera',
    last_name: `Iyer${candidateSerial}`,
    email: `meera${unique}@example.test`,
    phone: `9${unique.padStart(9, '0').slice(-9)}`,
    source: 'linkedin',
    ...changes,
  });
  if (response.statusCode !== 201) throw new Error(`candidate: ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** A candidate's application to a request, moved on `moves` stages. */
export async function buildApplication(api: Api, requestId: number, candidateId: number, moves = 0) {
  const response = await api.post('/hiring/applications/', {
    candidate_id: candidateId,
    hiring_request_id: requestId,
  });
  if (response.statusCode !== 201) throw new Error(`application: ${response.body}`);
  const id = (response.json() as { id: number }).id;
  for (let step = 0; step < moves; step += 1)
    await api.post(`/hiring/applications/${id}/transitions/`, { action: 'move' });
  return id;
}
