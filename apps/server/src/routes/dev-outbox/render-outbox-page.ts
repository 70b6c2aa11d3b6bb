import type { OutboxEntry } from '../../db/repositories/mail-outbox-repository';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** http(s) URLs, without trailing sentence punctuation. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** Escapes the text and turns its http(s) links into anchors. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${url}">${url}</a>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

function renderEntry(entry: OutboxEntry): string {
  const created = entry.createdAt.toISOString();
  const status = entry.sentAt ? `Sent ${entry.sentAt.toISOString()}` : 'Kept here (not sent)';
  return `<article aria-labelledby="mail-${entry.id}">
<h2 id="mail-${entry.id}">${escapeHtml(entry.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(entry.to)}</dd>
<dt>Created</dt><dd><time datetime="${created}">${created}</time></dd>
<dt>Status</dt><dd>${escapeHtml(status)}</dd>
</dl>
<pre>${linkifyText(entry.text)}</pre>
</article>`;
}

export function renderOutboxPage(entries: OutboxEntry[]): string {
  const body = entries.length > 0 ? entries.map(renderEntry).join('\n') : '<p>No mail yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Local outbox · Beatpasal</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 52rem; padding: 1rem; color: #111; background: #fff; }
article { border-top: 1px solid #999; padding: 0.5rem 0 1rem; }
h2 { font-size: 1.15rem; margin: 0.5rem 0; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0 1rem; margin: 0 0 0.5rem; }
dt { font-weight: 600; }
dd { margin: 0; overflow-wrap: anywhere; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f3f3f3; padding: 0.75rem; font: inherit; }
a { color: #0645ad; }
</style>
</head>
<body>
<main>
<h1>Local outbox</h1>
<p>No SMTP server is configured (<code>SMTP_URL</code>), so mail is kept here instead of being sent.
Newest first. Also as <a href="/dev/outbox.json">JSON</a>.</p>
${body}
</main>
</body>
</html>
`;
}
