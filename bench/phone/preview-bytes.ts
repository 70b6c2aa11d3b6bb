interface CardLink {
  durationSeconds: number | null;
  previewLink: { url: string; opusUrl?: string } | null;
}

export interface PreviewBytes {
  tracks: number;
  /** The largest bytes per minute among the tracks measured: the budget holds for every preview. */
  maxMp3PerMinute: number;
  maxOpusPerMinute: number;
}

async function sizeOf(baseUrl: string, url: string): Promise<number> {
  const response = await fetch(new URL(url, baseUrl));
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** Both previews of every track on the home feed's first page, bytes per minute of their duration. */
export async function measurePreviewBytes(baseUrl: string): Promise<PreviewBytes> {
  const page = (await (await fetch(`${baseUrl}/api/tracks`)).json()) as { items: CardLink[] };
  const cards = page.items.filter((card) => card.previewLink?.opusUrl && card.durationSeconds);
  if (cards.length === 0) throw new Error('no track on the home feed has an Opus preview: seed the demo afresh');
  let maxMp3PerMinute = 0;
  let maxOpusPerMinute = 0;
  for (const card of cards) {
    const minutes = card.durationSeconds! / 60;
    const [mp3, opus] = await Promise.all([
      sizeOf(baseUrl, card.previewLink!.url),
      sizeOf(baseUrl, card.previewLink!.opusUrl!),
    ]);
    maxMp3PerMinute = Math.max(maxMp3PerMinute, mp3 / minutes);
    maxOpusPerMinute = Math.max(maxOpusPerMinute, opus / minutes);
  }
  return { tracks: cards.length, maxMp3PerMinute, maxOpusPerMinute };
}
