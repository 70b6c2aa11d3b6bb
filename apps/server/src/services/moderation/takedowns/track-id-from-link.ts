const TRACK_PATH = /^\/track\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The track id a pasted link names, when the link is this site's track page; null otherwise. */
export function trackIdFromLink(link: string, publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.host !== new URL(publicUrl).host) return null;
  return TRACK_PATH.exec(url.pathname)?.[1]?.toLowerCase() ?? null;
}
