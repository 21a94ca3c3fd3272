import type { AppContext } from '../../platform/app-context';
import { AppError } from '../../platform/http/app-error';
import { type Scope, scopeActor } from '../../platform/scope';
import { type ConversationRef, sendActivity } from './bot-connector';
import { cardMessage, notificationCard } from './teams-cards';
import { enabledTeamsBot, findTeamsLink, type TeamsBot } from './teams-settings.service';

interface TestMessage {
  bot: TeamsBot;
  chat: ConversationRef;
  organizationName: string;
}

/** Where a test message goes: the caller's own chat with the organisation's bot, which must be on. */
export async function testMessageTarget(ctx: AppContext, scope: Scope): Promise<TestMessage> {
  const actor = scopeActor(scope);
  const bot = await enabledTeamsBot(ctx, scope.tx, scope.org.id);
  if (!bot) throw new AppError('teams_not_enabled');
  const chat = await findTeamsLink(scope.tx, scope.org.id, actor.user_id);
  if (!chat) throw new AppError('teams_not_linked');
  return { bot, chat, organizationName: scope.org.name };
}

/** Sends it, outside any transaction, to show the connection works end to end. */
export async function sendTestMessage(ctx: AppContext, { bot, chat, organizationName }: TestMessage) {
  const text = `Atrium is connected to Microsoft Teams for ${organizationName}.`;
  const card = notificationCard({ text, link: `${ctx.config.PUBLIC_URL}/integrations` });
  await sendActivity(ctx.config, bot, chat, cardMessage(card, text));
  return { is_sent: true };
}
