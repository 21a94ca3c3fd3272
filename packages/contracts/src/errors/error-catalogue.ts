import { ACCESS_TOKENS_ERRORS } from '../access-tokens/access-tokens.errors';
import { CLIENTS_ERRORS } from '../clients/clients.errors';
import { CONTRACTOR_ERRORS } from '../contractors/contractors.errors';
import { EXIT_ERRORS } from '../exits/exits.errors';
import { FORMS_ERRORS } from '../forms/forms.errors';
import { HIRING_ERRORS } from '../hiring/hiring.errors';
import { INTEGRATIONS_ERRORS } from '../integrations/integrations.errors';
import { LEAVE_ERRORS } from '../leave/leave.errors';
import { ORG_SETUP_ERRORS } from '../org-setup/org-setup.errors';
import { ORG_ERRORS } from '../orgs/orgs.errors';
import { PEOPLE_ERRORS } from '../people/people.errors';
import { PROJECT_ERRORS } from '../projects/projects.errors';
import { RESOURCES_ERRORS } from '../resources/resources.errors';
import { SALES_ERRORS } from '../sales/sales.errors';
import { TEMPLATES_ERRORS } from '../templates/templates.errors';
import { TIMESHEET_ERRORS } from '../timesheets/timesheets.errors';
import { mergeErrors } from './define-errors';
import { PLATFORM_ERRORS } from './platform-errors';

/**
 * Every error code, by the module that owns it. A module adds its codes in its own folder:
 * <module>/<module>.errors.ts, with defineErrors, then one line here. Codes every module shares stay in
 * errors/platform-errors.ts. A code defined by two modules fails the type check here and the catalogue
 * tests. Module error files import only errors/define-errors, never this file.
 */
export const ERRORS_BY_MODULE = {
  platform: PLATFORM_ERRORS,
  contractors: CONTRACTOR_ERRORS,
  exits: EXIT_ERRORS,
  leave: LEAVE_ERRORS,
  'org-setup': ORG_SETUP_ERRORS,
  orgs: ORG_ERRORS,
  people: PEOPLE_ERRORS,
  projects: PROJECT_ERRORS,
  timesheets: TIMESHEET_ERRORS,
  templates: TEMPLATES_ERRORS,
  forms: FORMS_ERRORS,
  'access-tokens': ACCESS_TOKENS_ERRORS,
  integrations: INTEGRATIONS_ERRORS,
  hiring: HIRING_ERRORS,
  clients: CLIENTS_ERRORS,
  resources: RESOURCES_ERRORS,
  sales: SALES_ERRORS,
} as const;

/** The status and message of every code; `ERROR_CODES`, `CODE_STATUSES` and `CODE_MESSAGES` come from it. */
export const ERROR_DEFINITIONS = mergeErrors(ERRORS_BY_MODULE);
