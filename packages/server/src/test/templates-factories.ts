import type { TemplateCreate } from '@atrium/contracts';
import { createTemplate } from '../modules/templates';
import type { AppContext } from '../platform/app-context';
import { inScope } from './factories';

/** A template made through the templates module's service by `by`, as through the API. */
export function buildTemplate(
  ctx: AppContext,
  organizationId: number,
  input: TemplateCreate & { by: number },
) {
  const { by, ...template } = input;
  return inScope(ctx, organizationId, (scope) => createTemplate(scope, template), by);
}
