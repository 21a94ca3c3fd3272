import {
  ConfiguredIntegrationsSchema,
  canManageIntegrations,
  GoogleSignInSettingsSchema,
  TeamsSettingsSchema,
  TeamsTestMessageSchema,
} from '@atrium/contracts';
import { AppError } from '../../platform/http/app-error';
import type { ModuleRoutes } from '../../platform/module-kit';
import type { Scope } from '../../platform/scope';
import { changeGoogleSignIn, configuredIntegrations } from './google-sign-in.service';
import { teamsAppPackage } from './teams-app-package';
import { changeTeams, findTeamsRow, teamsIntegration } from './teams-settings.service';
import { sendTestMessage, testMessageTarget } from './teams-test-message';

const tags = ['integrations'];
const config = { permission: canManageIntegrations };

/** The organisation's integrations: kept by organisation admins, setup managers and the CEO. */
export const integrationsRoutes: ModuleRoutes = async (app) => {
  const everyIntegration = async (scope: Scope) => ({
    ...configuredIntegrations(app.ctx.config, scope.org),
    teams: await teamsIntegration(scope.tx, app.ctx.config, scope.org.id),
  });

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
    (request) => request.inScope(everyIntegration),
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
    (request) =>
      request.inScope(async (scope) => ({
        ...(await changeGoogleSignIn(scope, app.ctx.config, request.body)),
        teams: await teamsIntegration(scope.tx, app.ctx.config, scope.org.id),
      })),
  );

  app.put(
    '/configured-integrations/teams/',
    {
      config,
      schema: {
        tags,
        summary:
          'Connect the organisation’s Microsoft Teams bot (tenant, app id, a new client secret) and turn it on or off',
        body: TeamsSettingsSchema,
        response: { 200: ConfiguredIntegrationsSchema },
      },
    },
    (request) =>
      request.inScope(async (scope) => {
        await changeTeams(scope, request.body);
        return everyIntegration(scope);
      }),
  );

  app.post(
    '/configured-integrations/teams/test-message/',
    {
      config,
      schema: {
        tags,
        summary: 'Send a test message to the caller’s own Teams chat with the bot',
        response: { 200: TeamsTestMessageSchema },
      },
    },
    async (request) =>
      sendTestMessage(app.ctx, await request.inScope((scope) => testMessageTarget(app.ctx, scope))),
  );

  app.get(
    '/configured-integrations/teams/app-package/',
    {
      config,
      schema: {
        tags,
        summary:
          'The Teams app package (manifest and icons) naming the organisation’s bot, to upload to Teams',
      },
    },
    async (request, reply) => {
      const row = await request.inOrg((tx) => findTeamsRow(tx, request.org.id));
      if (!row?.isEnabled) throw new AppError('teams_not_enabled');
      const zip = await teamsAppPackage(app.ctx.config, request.org, row.appId);
      return reply
        .type('application/zip')
        .header('content-disposition', "attachment; filename*=UTF-8''atrium-teams-app.zip")
        .send(zip);
    },
  );
};
