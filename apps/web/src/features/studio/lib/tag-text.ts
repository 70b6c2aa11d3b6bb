import { MAX_TAGS, TRACK_MESSAGES, ZTag } from '@beatpasal/shared/schemas/tracks';
import { translateIssue, translateMessage } from '../../../lib/i18n/language-store';

export interface TTagTextResult {
  tags: string[];
  /** What could not become a tag, kept for the artist to fix; empty when everything was added. */
  draft: string;
  /** Why the draft is left over, in the page's language. */
  error?: string;
}

/**
 * Turns typed or pasted text ('drill, lofi, नेपाली') into tags: commas, semicolons and line
 * breaks separate them, repeats are skipped. Nothing is thrown away silently: a piece that cannot
 * be a tag stays in the draft with the schema's reason.
 */
export function addTagText(tags: readonly string[], text: string): TTagTextResult {
  const next = [...tags];
  const leftOver: string[] = [];
  let error: string | undefined;
  for (const piece of text.split(/[,;\n\r]+/)) {
    if (piece.trim() === '') continue;
    const parsed = ZTag.safeParse(piece);
    if (!parsed.success) {
      leftOver.push(piece.trim());
      error ??= translateIssue(parsed.error.issues[0]?.message ?? '');
    } else if (!next.includes(parsed.data)) {
      if (next.length >= MAX_TAGS) {
        leftOver.push(piece.trim());
        error ??= translateMessage(TRACK_MESSAGES.tooManyTags);
      } else next.push(parsed.data);
    }
  }
  return { tags: next, draft: leftOver.join(', '), error };
}
