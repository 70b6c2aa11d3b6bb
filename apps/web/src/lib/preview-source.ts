import type { TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';

/** Opus in WebM, as the server stores it (decision 085). */
const OPUS_TYPE = 'audio/webm; codecs=opus';

let canPlayOpus: boolean | undefined;

/** Asked once: "probably" and "maybe" both mean the browser will try, and every current one that says so plays it. */
function playsOpus(): boolean {
  canPlayOpus ??= document.createElement('audio').canPlayType(OPUS_TYPE) !== '';
  return canPlayOpus;
}

/** The preview's address for this browser: the Opus one at half the data where it plays, the MP3 elsewhere. */
export function previewSource(link: TStreamLink): string {
  return link.opusUrl !== undefined && playsOpus() ? link.opusUrl : link.url;
}
