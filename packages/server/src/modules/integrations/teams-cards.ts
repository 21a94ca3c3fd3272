import type { ChannelNotification } from '../notifications';
import type { CardVerb } from './card-decisions';

/**
 * The Adaptive Cards the bot sends. Approve and Reject are Universal Actions (`Action.Execute`): Teams sends them to
 * the messaging endpoint as an `adaptiveCard/action` invoke, whose answer replaces the card. What a card needs
 * again when it is pressed (its text, link, request) travels in the action's data.
 */
const ADAPTIVE_CARD = 'application/vnd.microsoft.card.adaptive';

/** What every action of a card carries, so the card can be drawn again once it is pressed. */
export interface CardData {
  request_type: string;
  request_id: number;
  text: string;
  link: string;
  /** Typed into the card's reason box before Reject; Teams merges inputs into the data. */
  reason?: string;
}

const card = (body: object[], actions: object[] = []) => ({
  type: 'AdaptiveCard',
  $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
  version: '1.4',
  body,
  actions,
});
const text = (value: string, extra: object = {}) => ({
  type: 'TextBlock',
  text: value,
  wrap: true,
  ...extra,
});
const open = (link: string) => ({ type: 'Action.OpenUrl', title: 'Open in Atrium', url: link });
const execute = (title: string, verb: CardVerb, data: CardData, extra: object = {}) => ({
  type: 'Action.Execute',
  title,
  verb,
  data,
  ...extra,
});

/** A notification; its approver's also offers Approve, and Reject with a reason. */
export function notificationCard(
  notification: Pick<ChannelNotification, 'text' | 'link'>,
  decision?: CardData,
) {
  if (!decision) return card([text(notification.text)], [open(notification.link)]);
  return decisionCard(decision);
}

/** Approve, or Reject with the reason asked for in the card itself; `note` says why it is shown again. */
export function decisionCard(data: CardData, note?: string) {
  const { reason: _typed, ...shown } = data;
  return card(
    [text(data.text), ...(note ? [text(note, { color: 'Attention' })] : [])],
    [
      execute('Approve', 'approve', shown, { style: 'positive' }),
      {
        type: 'Action.ShowCard',
        title: 'Reject',
        card: card(
          [
            {
              type: 'Input.Text',
              id: 'reason',
              label: 'Reason',
              isMultiline: true,
              isRequired: true,
              errorMessage: 'Give a reason to reject',
              maxLength: 1000,
            },
          ],
          [execute('Reject', 'reject', shown, { style: 'destructive' })],
        ),
      },
      open(data.link),
    ],
  );
}

/** The card once decided, or refused: what happened, and the link. */
export function outcomeCard(data: Pick<CardData, 'text' | 'link'>, outcome: string, isRefusal = false) {
  return card(
    [text(data.text), text(outcome, { weight: 'Bolder', ...(isRefusal ? { color: 'Attention' } : {}) })],
    [open(data.link)],
  );
}

/** A message activity holding one card. */
export const cardMessage = (content: object, summary: string) => ({
  type: 'message',
  summary,
  attachments: [{ contentType: ADAPTIVE_CARD, content }],
});

/** The answer to an `adaptiveCard/action` invoke: the card that replaces the one pressed. */
export const cardReplacement = (content: object) => ({
  statusCode: 200,
  type: ADAPTIVE_CARD,
  value: content,
});
