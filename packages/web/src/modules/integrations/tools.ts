import type { ToolLoaders } from '../../platform/tools/toolTypes';

/** The integrations module's tool screen. */
export const integrationsTools: ToolLoaders = {
  integrations: () => import('./IntegrationsTool').then((m) => m.IntegrationsTool),
};
