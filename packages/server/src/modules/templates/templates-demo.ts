import type { Scope } from '../../platform/scope';
import { findDefaultTemplate } from './templates.queries';
import { createTemplate, seedStandardTemplates, updateTemplate } from './templates.service';

/** The standard templates, the relieving letter in its second version, and a spare experience letter. */
export async function seedTemplateDemo(scope: Scope) {
  await seedStandardTemplates(scope);
  const relieving = await findDefaultTemplate(scope.tx, scope.org.id, 'relieving_letter');
  if (relieving) {
    await updateTemplate(scope, relieving.id, {
      body: relieving.body.replace('Authorised signatory', 'Head of People'),
      note: 'Signed by the Head of People',
    });
  }
  await createTemplate(scope, {
    kind: 'experience_letter',
    name: 'Experience Letter (short)',
    body: [
      'Date: {{issued_on}}',
      '# Experience Letter',
      '{{employee_name}} ({{employee_code}}) worked with {{organization_name}} as {{designation}} from {{date_of_joining}} to {{last_working_day}}.',
      'For {{organization_name}}',
    ].join('\n\n'),
    note: 'A shorter letter for short stints',
  });
}
