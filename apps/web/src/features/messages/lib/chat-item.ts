import type { TChatMessage } from '@beatpasal/shared/schemas/messages';

/** A message as the chat shows it: confirmed by the server, or still on its way (optimistic). */
export interface TChatItem extends TChatMessage {
  isPending: boolean;
}

export interface TPendingMessage {
  clientId: string;
  body: string;
  createdAt: string;
  /** The server's answer, shown until the history holds the same message. */
  confirmed?: TChatMessage;
}

/**
 * The server's messages, then the ones still being sent that the server has not brought back yet
 * (matched by the clientId the browser chose), oldest first.
 */
export function chatItems(
  confirmed: readonly TChatMessage[],
  pending: readonly TPendingMessage[],
  myId: string,
): TChatItem[] {
  const arrived = new Set(confirmed.map((message) => message.clientId).filter(Boolean));
  const waiting = pending
    .filter((message) => !arrived.has(message.clientId))
    .map((message): TChatItem =>
      message.confirmed
        ? { ...message.confirmed, isPending: false }
        : {
            id: `pending:${message.clientId}`,
            clientId: message.clientId,
            senderId: myId,
            body: message.body,
            createdAt: message.createdAt,
            seenAt: null,
            offer: null,
            isPending: true,
          },
    );
  return [...confirmed.map((message) => ({ ...message, isPending: false })), ...waiting];
}

/** "Seen" goes under my last message, once the other person has seen it. */
export function seenMessageId(items: readonly TChatItem[], otherId: string): string | null {
  const lastMine = items.findLast((item) => item.senderId !== otherId);
  return lastMine && !lastMine.isPending && lastMine.seenAt ? lastMine.id : null;
}
