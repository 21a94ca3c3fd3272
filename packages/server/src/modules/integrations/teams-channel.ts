import { and, eq, inArray } from 'drizzle-orm';
import { withOrg } from '../../platform/db/tenant';
import type { ChannelNotification, NotificationChannel } from '../notifications';
import { sendActivity } from './bot-connector';
import type { CardDecisions } from './card-decisions';
import { teamsLinks } from './teams.tables';
import { type CardData, cardMessage, notificationCard } from './teams-cards';
import { TEAMS_RESEND_JOB, type TeamsResend } from './teams-resend.job';
import { enabledTeamsBot } from './teams-settings.service';

/** What a notification asks its recipient to decide from the card, if anything. */
function decisionAsked(decisions: CardDecisions, notification: ChannelNotification): CardData | undefined {
  const { request_type: requestType, request_id: requestId } = notification.data;
  if (notification.recipientType !== 'approver' || typeof requestId !== 'number') return undefined;
  const kind = decisions.decisions.find((d) => d.requestType === requestType);
  if (!kind?.awaitsDecision(notification.action)) return undefined;
  return {
    request_type: kind.requestType,
    request_id: requestId,
    text: notification.text,
    link: notification.link,
  };
}

/**
 * Microsoft Teams as a notification channel: where the organisation has Teams on, each notification goes to its
 * recipient's chat with the bot, if they have one, as a card; an approver's card offers Approve and Reject. One
 * chat Teams refuses does not keep the others from theirs: its card is sent again later by a job of its own.
 */
export function teamsNotifications(decisions: CardDecisions): NotificationChannel {
  return {
    name: 'teams',
    async deliver(ctx, organizationId, notifications) {
      const reach = await withOrg(ctx.database.db, organizationId, async (tx) => {
        const bot = await enabledTeamsBot(ctx, tx, organizationId);
        if (!bot) return null;
        const recipients = [...new Set(notifications.map((n) => n.recipientUserId))];
        const links = await tx
          .select()
          .from(teamsLinks)
          .where(and(eq(teamsLinks.organizationId, organizationId), inArray(teamsLinks.userId, recipients)));
        return { bot, links: new Map(links.map((link) => [link.userId, link])) };
      });
      if (!reach) return;
      for (const notification of notifications) {
        const link = reach.links.get(notification.recipientUserId);
        if (!link) continue;
        const content = notificationCard(notification, decisionAsked(decisions, notification));
        const activity = cardMessage(content, notification.text);
        const sent = await sendActivity(ctx.config, reach.bot, link, activity).then(
          () => true,
          () => false,
        );
        if (!sent) {
          await withOrg(ctx.database.db, organizationId, (tx) =>
            ctx.jobs.enqueue<TeamsResend>(tx, TEAMS_RESEND_JOB, {
              organizationId,
              userId: notification.recipientUserId,
              activity,
            }),
          );
        }
      }
    },
  };
}
