/** Integrations: sign-in with Google, and how other systems are connected to the organisation. */
import { defineModule } from '../../platform/module-kit';
import { integrationsRoutes } from './integrations.routes';

export const integrationsModule = defineModule({ name: 'integrations', routes: [integrationsRoutes] });
