import { IdParamSchema } from '@atrium/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { isFromBotFramework } from './bot-auth';
import type { CardDecisions } from './card-decisions';
import { type BotActivity, handleActivity } from './teams-bot.service';
import { enabledTeamsBot } from './teams-settings.service';

/** The parts of a Bot Framework activity read here; the rest of what Teams sends is let through unread. */
const ActivitySchema = z.looseObject({
  type: z.string().max(100),
  name: z.string().max(200).optional(),
  serviceUrl: z.url().max(500),
  from: z
    .looseObject({
      id: z.string().max(500),
      name: z.string().optional(),
      aadObjectId: z.string().max(100).optional(),
    })
    .optional(),
  conversation: z
    .looseObject({
      id: z.string().max(1000),
      conversationType: z.string().optional(),
      tenantId: z.string().optional(),
    })
    .optional(),
  channelData: z.looseObject({ tenant: z.looseObject({ id: z.string().optional() }).optional() }).optional(),
  value: z.unknown().optional(),
});

/** The answer to an invoke (the card that replaces a pressed one), or nothing for other activities. */
const InvokeAnswerSchema = z.object({
  statusCode: z.number().int().optional(),
  type: z.string().optional(),
  value: z.record(z.string(), z.unknown()).optional(),
});

/**
 * The messaging endpoint of an organisation's Teams bot, which its Azure Bot registration names: what people write
 * to the bot and the cards they press arrive here from the Bot Framework, signed by it.
 */
export const teamsBotRoutes =
  (decisions: CardDecisions): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/teams/:id/messages/',
      {
        config: { permission: 'public' },
        schema: {
          tags: ['integrations'],
          summary:
            'The Bot Framework’s messaging endpoint of the organisation’s Teams bot (signed by Microsoft)',
          params: z.object({ id: IdParamSchema }),
          body: ActivitySchema,
          response: { 200: InvokeAnswerSchema },
        },
      },
      async (request) => {
        const organizationId = request.params.id;
        const bot = await withOrg(app.db, organizationId, (tx) =>
          enabledTeamsBot(app.ctx, tx, organizationId),
        );
        if (!bot) throw new AppError('not_found');
        const activity = request.body as BotActivity;
        const isSigned = await isFromBotFramework(
          app.ctx.config,
          request.headers.authorization,
          bot.appId,
          activity.serviceUrl,
        );
        if (!isSigned) throw new AppError('authentication_failed');
        return handleActivity(app.ctx, decisions, bot, activity);
      },
    );
  };
