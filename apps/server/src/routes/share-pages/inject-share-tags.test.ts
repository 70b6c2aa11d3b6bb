import { describe, expect, it } from 'vitest';
import type { ShareMeta } from '../../services/catalogue/get-share-meta';
import { injectShareTags } from './inject-share-tags';

const INDEX =
  '<!doctype html><html><head><meta charset="utf-8"><title>Beatpasal</title></head><body><div id="root"></div></body></html>';

const meta: ShareMeta = {
  title: 'Night "Drive" <script>alert(1)</script> — DJ Ram',
  description: 'Trap · 140 BPM · From NPR 1,500',
  image: { url: 'https://beatpasal.com/share-images/track-images/a.jpg', width: 1200, height: 630, type: 'image/jpeg' },
  url: 'https://beatpasal.com/track/123',
  type: 'music.song',
};

describe('injectShareTags', () => {
  it('replaces the title and adds Open Graph and Twitter tags inside the head', () => {
    const html = injectShareTags(INDEX, meta);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<title>Night &quot;Drive&quot; &lt;script&gt;alert(1)&lt;/script&gt; — DJ Ram</title>');
    expect(head).toContain(
      '<meta property="og:image" content="https://beatpasal.com/share-images/track-images/a.jpg">',
    );
    expect(head).toContain('<meta property="og:image:type" content="image/jpeg">');
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain('<meta property="og:type" content="music.song">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('uses a small card without an image and never treats $ in text as a replacement pattern', () => {
    const html = injectShareTags(INDEX, { ...meta, title: 'Cash $& $1 beat', image: null });
    expect(html).toContain('<title>Cash $&amp; $1 beat</title>');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('og:image');
  });
});
