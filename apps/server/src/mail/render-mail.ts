export interface MailContent {
  to: string;
  dedupeKey: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

export interface RenderedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  dedupeKey: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One layout for every transactional e-mail, as HTML and plain text. */
export function renderMail(content: MailContent): RenderedMail {
  const { to, dedupeKey, subject, heading, paragraphs, action, footnote } = content;
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#7c3aed;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#555">${escapeHtml(action.url)}</p>`
    : '';
  const note = footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(heading)}</h1>${body}${button}${note}<p style="font-size:12px;color:#777">Beatpasal</p></body></html>`;
  const text = [
    heading,
    '',
    ...paragraphs,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    ...(footnote ? ['', footnote] : []),
    '',
    'Beatpasal',
  ].join('\n');
  return { to, subject, html, text, links: action ? [action.url] : [], dedupeKey };
}
