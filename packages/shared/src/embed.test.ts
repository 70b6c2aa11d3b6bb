import { describe, expect, it } from 'vitest';
import { embedCodeFor, embeddablePage, embedIframe, embedPath } from './embed';

describe('the embed player addresses', () => {
  it('knows the track and artist pages, and nothing else', () => {
    expect(embeddablePage('/track/0f1e')).toEqual({ kind: 'track', key: '0f1e' });
    expect(embeddablePage('/artist/dj%20ram/')).toEqual({ kind: 'artist', key: 'dj ram' });
    for (const path of ['/', '/genres', '/track', '/track/a/b', '/library/track/1', '/artist/%E0%A4'])
      expect([path, embeddablePage(path)]).toEqual([path, null]);
  });

  it('gives the player its own address', () => {
    expect(embedPath('track', '0f1e')).toBe('/embed/track/0f1e');
    expect(embedPath('artist', 'dj/ram')).toBe('/embed/artist/dj%2Fram');
  });
});

describe('the embed code', () => {
  it('is one iframe whose attributes a title cannot break out of', () => {
    expect(
      embedIframe({ src: 'https://b.example/embed/track/1', title: 'Say "hi" <b>', width: 300, height: 180 }),
    ).toBe(
      '<iframe src="https://b.example/embed/track/1" title="Say &quot;hi&quot; &lt;b&gt;" width="300" height="180" ' +
        'style="border:0;border-radius:12px" loading="lazy" allow="autoplay; encrypted-media"></iframe>',
    );
  });

  it('takes the width of the page it is pasted into, up to the player’s own, for a track or an artist', () => {
    expect(embedCodeFor('https://beatpasal.example', '/artist/sita', 'Sita on Beatpasal')).toBe(
      '<iframe src="https://beatpasal.example/embed/artist/sita" title="Sita on Beatpasal" width="100%" height="420" ' +
        'style="border:0;border-radius:12px;max-width:480px" loading="lazy" allow="autoplay; encrypted-media"></iframe>',
    );
    expect(embedCodeFor('https://beatpasal.example', '/track/1', 'x')).toContain('height="180"');
    expect(embedCodeFor('https://beatpasal.example', '/genres', 'x')).toBeNull();
  });
});
