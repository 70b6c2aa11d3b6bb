/** Types a browser may render on our origin; anything else (HTML, SVG, XML, scripts) is downloaded. */
const INLINE_SAFE =
  /^(image\/(png|jpeg|webp|gif|avif)|audio\/[a-z0-9.+-]+|video\/[a-z0-9.+-]+|application\/pdf|text\/plain)$/;

export function isInlineSafe(contentType: string): boolean {
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  return INLINE_SAFE.test(essence);
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * `attachment; filename="ascii"; filename*=UTF-8''utf8` so Nepali titles survive while old clients
 * still get a usable name; quotes, slashes and control characters never reach the header.
 */
export function attachmentDisposition(fileName: string): string {
  const kept = [...fileName].filter((ch) => ch >= ' ' && ch !== '\u007f' && !'"\\/'.includes(ch));
  const cleaned = kept.slice(0, 150).join('').trim() || 'download';
  const ascii = cleaned.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(cleaned)}`;
}
