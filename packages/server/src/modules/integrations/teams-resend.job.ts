import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import { withOrg } from '../../platform/db/tenant';
import type { JobDefinition } from '../../platform/jobs/job-queue';
import { sendActivity } from './bot-connector';
import { teamsLinks } from './teams.tables';
import { enabledTeamsBot } from './teams-settings.service';

export const TEAMS_RESEND_JOB = 'integrations.teams-resend';

/** A card Teams did not take at once, for one person's chat. */
export interface TeamsResend {
  organizationId: number;
  userId: number;
  activity: object;
}

/**
 * Sends again a card Teams refused or did not answer for (busy, throttled, out of reach), with growing pauses
 * between the tries. Nothing is sent once Teams has been turned off or the person's chat unlinked meanwhile.
 */
export function teamsResendJob(ctx: AppContext): JobDefinition<TeamsResend> {
  return {
    name: TEAMS_RESEND_JOB,
    retryLimit: 5,
    run: async ({ organizationId, userId, activity }) => {
      const reach = await withOrg(ctx.database.db, organizationId, async (tx) => {
        const bot = await enabledTeamsBot(ctx, tx, organizationId);
        if (!bot) return null;
        const [link] = await tx
          .select()
          .from(teamsLinks)
          .where(and(eq(teamsLinks.organizationId, organizationId), eq(teamsLinks.userId, userId)));
        return link ? { bot, link } : null;
      });
      if (reach) await sendActivity(ctx.config, reach.bot, reach.link, activity);
    },
    onGaveUp: async ({ organizationId }) => {
      console.warn(`a Teams notification of organisation ${organizationId} was given up after its last try`);
    },
  };
}
