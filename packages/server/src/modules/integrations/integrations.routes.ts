import {
  ConfiguredIntegrationsSchema,
  canManageIntegrations,
  GoogleSignInSettingsSchema,
} from '@atrium/contracts';
import type { ModuleRoutes } from '../../platform/module-kit';
import { changeGoogleSignIn, configuredIntegrations } from './google-sign-in.service';

const tags = ['integrations'];
const config = { permission: canManageIntegrations };

/** The organisation's integrations: kept by organisation admins, setup managers and the CEO. */
export const integrationsRoutes: ModuleRoutes = async (app) => {
  app.get(
    '/configured-integrations/',
    {
      config,
      schema: {
        tags,
        summary: 'The organisation’s integrations and their settings',
        response: { 200: ConfiguredIntegrationsSchema },
      },
    },
    async (request) => configuredIntegrations(app.ctx.config, request.org),
  );

  app.put(
    '/configured-integrations/google/',
    {
      config,
      schema: {
        tags,
        summary: 'Turn sign-in with Google on or off, beside passwords or as the only way, for some domains',
        body: GoogleSignInSettingsSchema,
        response: { 200: ConfiguredIntegrationsSchema },
      },
    },
    (request) => request.inScope((scope) => changeGoogleSignIn(scope, app.ctx.config, request.body)),
  );
};
