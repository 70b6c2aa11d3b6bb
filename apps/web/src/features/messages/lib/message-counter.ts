import { MAX_MESSAGE_LENGTH, MESSAGE_COUNTER_FROM } from '@beatpasal/shared/schemas/messages';

export interface TMessageCounter {
  /** Characters left before the limit; negative when over it. */
  remaining: number;
  /** Shown only near the end, as the contract's MESSAGE_COUNTER_FROM says. */
  isVisible: boolean;
  isOver: boolean;
}

/** Counts what will be sent: the server trims, so surrounding spaces do not count. */
export function messageCounter(text: string): TMessageCounter {
  const remaining = MAX_MESSAGE_LENGTH - text.trim().length;
  return { remaining, isVisible: remaining <= MESSAGE_COUNTER_FROM, isOver: remaining < 0 };
}

/** What the composer sends, or null when there is nothing to send or too much. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' || trimmed.length > MAX_MESSAGE_LENGTH ? null : trimmed;
}
