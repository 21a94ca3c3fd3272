/** Integrations: sign-in with Google, Microsoft Teams, and how other systems are connected to the organisation. */
import { defineModule } from '../../platform/module-kit';
import type { CardDecisions } from './card-decisions';
import { integrationsRoutes } from './integrations.routes';
import * as tables from './teams.tables';
import { teamsBotRoutes } from './teams-bot.routes';
import { teamsResendJob } from './teams-resend.job';

export type { CardDecision, CardDecisions, CardVerb } from './card-decisions';
export { teamsNotifications } from './teams-channel';

/** The module, with the requests people decide from Teams cards, which the modules built on it supply. */
export const integrationsModule = (decisions: CardDecisions) =>
  defineModule({
    name: 'integrations',
    routes: [integrationsRoutes],
    publicRoutes: [teamsBotRoutes(decisions)],
    jobs: (ctx) => [teamsResendJob(ctx)],
    sealedColumns: [
      {
        table: tables.teamsIntegrations,
        column: tables.teamsIntegrations.clientSecretSealed,
        key: tables.teamsIntegrations.organizationId,
      },
    ],
    tables,
  });
