/** Organisations (tenants): lookup by host and id. */
import { defineModule } from '../../platform/module-kit';
import { dataKeyResealJob } from './data-key-reseal.job';
import { orgPublicRoutes } from './orgs.routes';
import * as tables from './orgs.tables';

export { DATA_KEY_RESEAL_JOB, resealEveryOrganization } from './data-key-reseal.job';
export { forEachOrganization } from './each-organization';
export { toPublicOrganization } from './organization.presenter';
export {
  changeNotificationChannel,
  changeSignIn,
  createOrganization,
  createOrganizationFilled,
  findOrganizationIdOfHost,
  forgetKnownHosts,
  getOrganizationById,
  type NewOrganization,
  type SignInChange,
} from './organization.service';
export { findOrganizationBySlug, findOrganizationHosts, type OrganizationRow } from './orgs.queries';

export { organizations } from './orgs.tables';

export const orgsModule = defineModule({
  name: 'orgs',
  publicRoutes: [orgPublicRoutes],
  jobs: (ctx, registry) => [dataKeyResealJob(ctx, registry)],
  tables,
});
