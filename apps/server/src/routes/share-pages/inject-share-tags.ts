import type { ShareMeta } from '../../services/catalogue/get-share-meta';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function metaTag(attribute: 'property' | 'name', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
}

/** oEmbed discovery (decision 080): where a consumer asks for this page's player. */
function oembedLink(meta: ShareMeta): string {
  const endpoint = new URL('/api/oembed', meta.url);
  endpoint.search = new URLSearchParams({ url: meta.url, format: 'json' }).toString();
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(endpoint.toString())}" title="${escapeHtml(meta.title)}">`;
}

/** The tags for one page; every value is escaped, so a track title cannot open an element. */
export function shareTags(meta: ShareMeta): string {
  const tags = [
    oembedLink(meta),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:url', meta.url),
    metaTag('property', 'og:type', meta.type),
    metaTag('property', 'og:site_name', 'Beatpasal'),
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'description', meta.description),
  ];
  if (meta.image) {
    tags.push(
      metaTag('property', 'og:image', meta.image.url),
      metaTag('property', 'og:image:type', meta.image.type),
      metaTag('property', 'og:image:width', String(meta.image.width)),
      metaTag('property', 'og:image:height', String(meta.image.height)),
      metaTag('property', 'og:image:alt', meta.title),
      metaTag('name', 'twitter:image', meta.image.url),
    );
  }
  return tags.join('\n    ');
}

/** The built index.html with the page's title and share tags in its head (the SPA renders the rest). */
export function injectShareTags(indexHtml: string, meta: ShareMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`;
  const withTitle = /<title>[\s\S]*?<\/title>/i.test(indexHtml)
    ? indexHtml.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : indexHtml.replace(/<\/head>/i, () => `${title}\n  </head>`);
  return withTitle.replace(/<\/head>/i, () => `    ${shareTags(meta)}\n  </head>`);
}
