export type TTextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Candidate web addresses: a scheme, then anything up to a space or a character that ends prose. */
const URL_CANDIDATE = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.com/a."). */
const TRAILING = /[.,;:!?'"”’)\]}]+$/;

/** Keeps a closing bracket that belongs to the address, e.g. https://en.wikipedia.org/wiki/Beat_(music). */
function trimTrailing(candidate: string): string {
  const trailing = TRAILING.exec(candidate)?.[0] ?? '';
  let kept = candidate.slice(0, candidate.length - trailing.length);
  for (const char of trailing) {
    const opens = kept.split('(').length - 1;
    const closes = kept.split(')').length - 1;
    if (char === ')' && opens > closes) kept += char;
    else break;
  }
  return kept;
}

function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * Splits a message into plain text and http(s) links, so links can be rendered as anchors and
 * everything else as text: nothing a user typed is ever read as HTML.
 */
export function splitLinks(text: string): TTextPart[] {
  const parts: TTextPart[] = [];
  let rest = 0;
  const pushText = (value: string) => {
    if (value === '') return;
    const last = parts.at(-1);
    if (last?.kind === 'text') last.text += value;
    else parts.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(URL_CANDIDATE)) {
    const candidate = trimTrailing(match[0]);
    const href = safeHref(candidate);
    if (!href || candidate.length <= match[0].indexOf('//') + 2) continue;
    pushText(text.slice(rest, match.index));
    parts.push({ kind: 'link', text: candidate, href });
    rest = match.index + candidate.length;
  }
  pushText(text.slice(rest));
  return parts;
}
