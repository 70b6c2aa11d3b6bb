// No zod here: the share menu, on the first load, builds the embed code with it.

/** What can be embedded: a track's player or an artist's few latest tracks. */
export type TEmbedKind = 'track' | 'artist';

/** The iframe's width when nothing asks for less; the player fits any width down to a phone's. */
export const EMBED_WIDTH = 480;

/**
 * The iframe's height when nothing asks for less: the track player is one row (cover, title, play,
 * waveform, buy link); the artist's player adds a header and a list of tracks that scrolls inside.
 */
export const EMBED_HEIGHTS: Record<TEmbedKind, number> = { track: 180, artist: 420 };

/** How many of an artist's latest tracks the artist player lists. */
export const ARTIST_EMBED_TRACKS = 5;

/** The web page a player stands for, `/track/{id}` or `/artist/{username}`, and its kind; null for any other path. */
export function embeddablePage(pathname: string): { kind: TEmbedKind; key: string } | null {
  const match = /^\/(track|artist)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let key: string;
  try {
    key = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  return { kind: match[1] as TEmbedKind, key };
}

/** The player's own page for a track or artist page: `/embed/track/{id}`, `/embed/artist/{username}`. */
export function embedPath(kind: TEmbedKind, key: string): string {
  return `/embed/${kind}/${encodeURIComponent(key)}`;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const attribute = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

export interface TEmbedFrame {
  /** Absolute address of the player's page. */
  src: string;
  /** Names the frame for screen readers, e.g. 'Night Drive by DJ Ram on Beatpasal'. */
  title: string;
  /** Pixels, or '100%' for a frame that takes the width of the page it is pasted into. */
  width: number | '100%';
  height: number;
}

/**
 * The snippet that goes into another site: one iframe, no script of ours on their page. `allow`
 * lets the frame play sound; the preview starts only on a press inside it.
 */
export function embedIframe({ src, title, width, height }: TEmbedFrame): string {
  const maxWidth = width === '100%' ? `;max-width:${EMBED_WIDTH}px` : '';
  return (
    `<iframe src="${attribute(src)}" title="${attribute(title)}" width="${width}" height="${height}" ` +
    `style="border:0;border-radius:12px${maxWidth}" loading="lazy" allow="autoplay; encrypted-media"></iframe>`
  );
}

/** The embed code the share menu copies for a page (`/track/{id}` or `/artist/{username}`) on `origin`; null for other pages. */
export function embedCodeFor(origin: string, pagePath: string, title: string): string | null {
  const page = embeddablePage(pagePath);
  if (!page) return null;
  return embedIframe({
    src: new URL(embedPath(page.kind, page.key), origin).toString(),
    title,
    width: '100%',
    height: EMBED_HEIGHTS[page.kind],
  });
}
