/**
 * The kinds of template each module renders, with the variables it fills in and the standard text an organisation
 * starts from. A module that renders a document or an email adds its kinds here; the templates module keeps the
 * organisation's own versions of them.
 */
export interface TemplateVariable {
  key: string;
  label: string;
  /** Shown in previews. */
  sample: string;
}

export type TemplateOutput = 'document' | 'email';

export interface TemplateKindInfo {
  module: TemplateModule;
  title: string;
  output: TemplateOutput;
  variables: readonly TemplateVariable[];
  standard: { name: string; subject: string | null; body: string };
}

export const TEMPLATE_MODULES = { exits: 'Employee Exit', hiring: 'Hiring' } as const;
export type TemplateModule = keyof typeof TEMPLATE_MODULES;

const EXIT_VARIABLES: readonly TemplateVariable[] = [
  { key: 'organization_name', label: 'Organisation name', sample: 'Acme Corporation' },
  { key: 'employee_name', label: 'Employee name', sample: 'Asha Rao' },
  { key: 'employee_code', label: 'Employee code', sample: 'EMP-0042' },
  { key: 'designation', label: 'Designation', sample: 'Senior Engineer' },
  { key: 'date_of_joining', label: 'Date of joining', sample: '01-Apr-2021' },
  { key: 'last_working_day', label: 'Last working day', sample: '30-Nov-2026' },
  { key: 'issued_on', label: 'Date of issue', sample: '29-Nov-2026' },
];

const SIGNATURE = ['For {{organization_name}}', 'Authorised signatory'];

const OFFER_VARIABLES: readonly TemplateVariable[] = [
  { key: 'organization_name', label: 'Organisation name', sample: 'Acme Corporation' },
  { key: 'candidate_name', label: 'Candidate name', sample: 'Meera Iyer' },
  { key: 'designation', label: 'Designation', sample: 'Senior Engineer' },
  { key: 'department', label: 'Department', sample: 'Engineering' },
  { key: 'ctc', label: 'Annual CTC', sample: '18,00,000' },
  { key: 'joining_date', label: 'Expected joining date', sample: '04-Jan-2027' },
  { key: 'hiring_request', label: 'Hiring request', sample: 'HR-0001' },
  { key: 'issued_on', label: 'Date of issue', sample: '29-Nov-2026' },
];

export const TEMPLATE_KINDS = {
  relieving_letter: {
    module: 'exits',
    title: 'Relieving letter',
    output: 'document',
    variables: EXIT_VARIABLES,
    standard: {
      name: 'Relieving Letter',
      subject: null,
      body: [
        'Date: {{issued_on}}',
        '# Relieving Letter',
        'Dear {{employee_name}},',
        'This is to confirm that you are relieved from the services of {{organization_name}} at the close of business on {{last_working_day}}.',
        'Employee code: {{employee_code}}. Designation: {{designation}}. Date of joining: {{date_of_joining}}. Last working day: {{last_working_day}}.',
        'Your exit clearance and full-and-final settlement are complete. We thank you for your contribution and wish you success in the future.',
        ...SIGNATURE,
      ].join('\n\n'),
    },
  },
  experience_letter: {
    module: 'exits',
    title: 'Experience letter',
    output: 'document',
    variables: EXIT_VARIABLES,
    standard: {
      name: 'Experience Letter',
      subject: null,
      body: [
        'Date: {{issued_on}}',
        '# Experience Letter',
        'To whom it may concern,',
        'This is to certify that **{{employee_name}}** (employee code {{employee_code}}) worked with {{organization_name}} as {{designation}} from {{date_of_joining}} to {{last_working_day}}.',
        'We wish {{employee_name}} all the best in future endeavours.',
        ...SIGNATURE,
      ].join('\n\n'),
    },
  },
  offer_letter: {
    module: 'hiring',
    title: 'Offer letter',
    output: 'document',
    variables: OFFER_VARIABLES,
    standard: {
      name: 'Offer Letter',
      subject: null,
      body: [
        'Date: {{issued_on}}',
        '# Offer Letter',
        'Dear {{candidate_name}},',
        'We are pleased to offer you the position of **{{designation}}** in {{department}} at {{organization_name}}.',
        'Your annual cost to company (CTC) will be {{ctc}}. We expect you to join us on {{joining_date}}.',
        'Please confirm your acceptance of this offer. On joining, please bring your PAN, your Aadhaar and a proof of your bank account.',
        'We look forward to welcoming you.',
        ...SIGNATURE,
      ].join('\n\n'),
    },
  },
  exit_done_email: {
    module: 'exits',
    title: 'Exit completed email',
    output: 'email',
    variables: EXIT_VARIABLES,
    standard: {
      name: 'Exit completed',
      subject: 'Your exit from {{organization_name}} is complete',
      body: [
        'Dear {{employee_name}},',
        'Your exit from {{organization_name}} is complete: your last working day was {{last_working_day}}.',
        'Your relieving and experience letters are ready. Please ask the people team for them if you have not received them yet.',
        'We wish you all the best.',
      ].join('\n\n'),
    },
  },
} as const satisfies Record<string, TemplateKindInfo>;

export type TemplateKind = keyof typeof TEMPLATE_KINDS;
export const TEMPLATE_KIND_IDS = Object.keys(TEMPLATE_KINDS) as [TemplateKind, ...TemplateKind[]];

export function templateKind(kind: TemplateKind): TemplateKindInfo {
  return TEMPLATE_KINDS[kind];
}

export function isTemplateKind(value: string): value is TemplateKind {
  return Object.hasOwn(TEMPLATE_KINDS, value);
}

/** The kinds one module renders, in the catalogue's order. */
export function templateKindsOf(module: TemplateModule): TemplateKind[] {
  return TEMPLATE_KIND_IDS.filter((kind) => TEMPLATE_KINDS[kind].module === module);
}

/** The sample values of a kind's variables, for previews. */
export function sampleValues(kind: TemplateKind): Record<string, string> {
  return Object.fromEntries(templateKind(kind).variables.map((variable) => [variable.key, variable.sample]));
}
