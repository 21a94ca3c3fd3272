import { CODE_MESSAGES, isErrorCode } from '@atrium/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/app-context';
import type { Queryable } from '../../platform/db/client';
import { withOrg } from '../../platform/db/tenant';
import { AppError } from '../../platform/http/app-error';
import { withScope } from '../../platform/scope';
import { findUserByEmail, findUserById } from '../accounts';
import { getOrganizationById } from '../orgs';
import { type ConversationRef, conversationMember, sendActivity } from './bot-connector';
import type { CardDecisions, CardVerb } from './card-decisions';
import { teamsLinks } from './teams.tables';
import { type CardData, cardReplacement, decisionCard, outcomeCard } from './teams-cards';
import type { TeamsBot } from './teams-settings.service';

/** The parts of a Bot Framework activity the bot reads. */
export interface BotActivity {
  type: string;
  name?: string;
  serviceUrl: string;
  from?: { id: string; name?: string; aadObjectId?: string };
  conversation?: { id: string; conversationType?: string; tenantId?: string };
  channelData?: { tenant?: { id?: string } };
  value?: { action?: { type?: string; verb?: string; data?: Partial<CardData> } };
}

type TeamsLink = typeof teamsLinks.$inferSelect;

async function linkOf(db: Queryable, organizationId: number, aadObjectId: string): Promise<TeamsLink | null> {
  const [row] = await db
    .select()
    .from(teamsLinks)
    .where(and(eq(teamsLinks.organizationId, organizationId), eq(teamsLinks.aadObjectId, aadObjectId)))
    .limit(1);
  return row ?? null;
}

/**
 * Learns where the bot reaches the person who wrote to it, installed it or pressed a card in their personal chat:
 * the conversation, remembered against the Atrium account whose email is their Entra email or user principal name
 * (asked of Teams the first time). Answers the linked account's user id, or null for someone unknown here.
 */
async function learnLink(ctx: AppContext, bot: TeamsBot, activity: BotActivity): Promise<number | null> {
  const { from, conversation } = activity;
  if (!from?.aadObjectId || !conversation) return null;
  const organizationId = bot.organizationId;
  const known = await withOrg(ctx.database.db, organizationId, (tx) =>
    linkOf(tx, organizationId, from.aadObjectId as string),
  );
  if (conversation.conversationType !== 'personal') return known?.userId ?? null;
  const ref: ConversationRef = { serviceUrl: activity.serviceUrl, conversationId: conversation.id };
  let userId = known?.userId ?? null;
  if (userId === null) {
    const member = await conversationMember(ctx.config, bot, ref, from.id).catch(() => null);
    const emails = [member?.email, member?.userPrincipalName].filter((e): e is string => Boolean(e));
    for (const email of emails) {
      const user = await withOrg(ctx.database.db, organizationId, (tx) =>
        findUserByEmail(tx, organizationId, email),
      );
      if (user?.isActive) {
        userId = user.id;
        break;
      }
    }
    if (userId === null) return null;
  }
  const values = {
    aadObjectId: from.aadObjectId,
    teamsUserId: from.id,
    serviceUrl: ref.serviceUrl,
    conversationId: ref.conversationId,
    updatedAt: new Date(),
  };
  await withOrg(ctx.database.db, organizationId, (tx) =>
    tx
      .insert(teamsLinks)
      .values({ organizationId, userId: userId as number, ...values })
      .onConflictDoUpdate({ target: [teamsLinks.organizationId, teamsLinks.userId], set: values }),
  );
  if (!known) {
    await sendActivity(ctx.config, bot, ref, {
      type: 'message',
      text: 'Hello from Atrium: your notifications will arrive in this chat, and approvals can be decided here.',
    }).catch(() => undefined);
  }
  return userId;
}

const fullName = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Presses Approve or Reject as the linked person: their own permissions decide, as on the web. */
async function decideFromCard(
  ctx: AppContext,
  decisions: CardDecisions,
  organizationId: number,
  userId: number | null,
  verb: string | undefined,
  data: Partial<CardData>,
) {
  const shown = { text: data.text ?? 'A request', link: data.link ?? ctx.config.PUBLIC_URL };
  const kind = decisions.decisions.find((d) => d.requestType === data.request_type);
  if (!kind || typeof data.request_id !== 'number' || (verb !== 'approve' && verb !== 'reject')) {
    return outcomeCard(shown, 'This card no longer does anything here; open the request in Atrium.', true);
  }
  if (userId === null) {
    return outcomeCard(shown, 'Your Teams account is not linked to anyone in Atrium.', true);
  }
  const reason = data.reason?.trim() ?? '';
  const card = { ...shown, request_type: kind.requestType, request_id: data.request_id };
  if (verb === 'reject' && !reason) return decisionCard(card, 'Give a reason to reject.');
  const org = await getOrganizationById(ctx.database.db, organizationId);
  const actor = await withOrg(ctx.database.db, organizationId, (tx) =>
    decisions.actorOf(tx, organizationId, userId),
  );
  if (!org || !actor) return outcomeCard(shown, CODE_MESSAGES.permission_denied, true);
  try {
    const outcome = await withScope(ctx, org, actor, async (scope) => {
      const status = await kind.decide(scope, data.request_id as number, verb as CardVerb, reason);
      const user = await findUserById(scope.tx, organizationId, userId);
      return `${status} by ${user ? fullName(user) : 'you'}${verb === 'reject' ? `: ${reason}` : ''}`;
    });
    return outcomeCard(shown, outcome);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const code = isErrorCode(error.code) ? error.code : 'permission_denied';
    return outcomeCard(shown, CODE_MESSAGES[code], true);
  }
}

/**
 * Handles one activity the Bot Framework sent, already verified as its own: links the person, and answers a card's
 * Approve or Reject with the card that replaces it. Other activities are answered with nothing.
 */
export async function handleActivity(
  ctx: AppContext,
  decisions: CardDecisions,
  bot: TeamsBot,
  activity: BotActivity,
): Promise<object> {
  const tenant = activity.channelData?.tenant?.id ?? activity.conversation?.tenantId;
  if (tenant && tenant.toLowerCase() !== bot.tenantId) throw new AppError('authentication_failed');
  const userId = await learnLink(ctx, bot, activity);
  if (activity.type === 'invoke' && activity.name === 'adaptiveCard/action') {
    const action = activity.value?.action;
    const card = await decideFromCard(
      ctx,
      decisions,
      bot.organizationId,
      userId,
      action?.verb,
      action?.data ?? {},
    );
    return cardReplacement(card);
  }
  return {};
}
