import { FormCreateSchema, type FormFieldInput, type FormPurpose } from '@atrium/contracts';
import { createForm, publishForm } from '../modules/forms';
import type { AppContext } from '../platform/app-context';
import { inScope } from './factories';

/** Two questions: a required short text and a required select. */
export const SAMPLE_FIELDS: FormFieldInput[] = [
  { key: 'reason', label: 'Reason', kind: 'short_text', max_length: 256, required: true },
  { key: 'rejoin', label: 'Would rejoin', kind: 'single_select', options: ['Yes', 'No'], required: true },
];

/** A form built through the forms module's service by `by`, published when `publish` is set. */
export function buildForm(
  ctx: AppContext,
  organizationId: number,
  input: { name?: string; purpose?: FormPurpose; fields?: FormFieldInput[]; publish?: boolean; by?: number },
) {
  return inScope(
    ctx,
    organizationId,
    async (scope) => {
      const created = await createForm(
        scope,
        FormCreateSchema.parse({
          name: input.name ?? 'Exit interview',
          purpose: input.purpose ?? 'exit_interview',
          fields: input.fields ?? SAMPLE_FIELDS,
        }),
      );
      const version = input.publish ? await publishForm(scope, created.form.id) : created.version;
      return { formId: created.form.id, version };
    },
    input.by,
  );
}
