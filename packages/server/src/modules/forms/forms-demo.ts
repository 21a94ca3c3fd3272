import type { FormFieldInput } from '@atrium/contracts';
import { FormCreateSchema } from '@atrium/contracts';
import type { Scope } from '../../platform/scope';
import { activeFormFor } from './forms.queries';
import { createForm, publishForm } from './forms.service';

export const EXIT_INTERVIEW_FIELDS: FormFieldInput[] = [
  {
    key: 'reason',
    label: 'Main reason for leaving',
    kind: 'single_select',
    required: true,
    options: ['Career growth', 'Compensation', 'Relocation', 'Work-life balance', 'Higher studies', 'Other'],
  },
  {
    key: 'rating',
    label: 'How would you rate your time with us?',
    help: '1 is poor, 5 is excellent',
    kind: 'number',
    required: true,
    min: 1,
    max: 5,
    decimals: 0,
  },
  {
    key: 'would_rejoin',
    label: 'Would you consider rejoining?',
    kind: 'single_select',
    required: true,
    options: ['Yes', 'Maybe', 'No'],
  },
  {
    key: 'liked_most',
    label: 'What did you like most?',
    kind: 'multi_select',
    options: ['My team', 'The work', 'Learning', 'Flexibility', 'Pay and benefits'],
  },
  {
    key: 'improve',
    label: 'What should we improve?',
    kind: 'long_text',
    max_length: 1000,
  },
  {
    key: 'personal_email',
    label: 'Personal email for staying in touch',
    kind: 'short_text',
    max_length: 256,
    pattern: 'email',
  },
];

const LAPTOP_REQUEST_FIELDS: FormFieldInput[] = [
  {
    key: 'laptop_type',
    label: 'Laptop type',
    kind: 'single_select',
    required: true,
    options: ['Standard (14")', 'Developer (16", 32 GB)', 'Designer (MacBook Pro)'],
  },
  { key: 'needed_by', label: 'Needed by', kind: 'date', required: true },
  {
    key: 'justification',
    label: 'Why do you need it?',
    kind: 'long_text',
    max_length: 1000,
    required: true,
  },
  {
    key: 'approval',
    label: 'Manager’s approval',
    help: 'An email or a signed note, PDF or image',
    kind: 'file',
    max_files: 1,
    allowed_types: ['pdf', 'png', 'jpg', 'jpeg'],
  },
];

/**
 * Demo data: an active "Exit interview" form and a draft "Laptop request" for service requests, so the Form
 * Builder is not empty and the exit drawer has an interview to fill in. Returns the active interview's version.
 */
export async function seedFormsDemo(scope: Scope) {
  const existing = await activeFormFor(scope.tx, scope.org.id, 'exit_interview');
  if (existing) return existing;
  const interview = await createForm(
    scope,
    FormCreateSchema.parse({
      name: 'Exit interview',
      purpose: 'exit_interview',
      fields: EXIT_INTERVIEW_FIELDS,
    }),
  );
  const active = await publishForm(scope, interview.form.id);
  await createForm(
    scope,
    FormCreateSchema.parse({
      name: 'Laptop request',
      purpose: 'service_request_type',
      fields: LAPTOP_REQUEST_FIELDS,
    }),
  );
  return active;
}
