import type { TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import { previewSource } from './preview-source';

/** A link that runs out within this margin is renewed before use: a range request mid-song would fail. */
const EXPIRY_MARGIN_MS = 30_000;

export function isLinkFresh(link: TStreamLink | null | undefined, now = Date.now()): link is TStreamLink {
  return link != null && Date.parse(link.expiresAt) - EXPIRY_MARGIN_MS > now;
}

let element: HTMLAudioElement | null = null;

/**
 * The bottom player's one audio element. It lives outside React so that a tap on any play button
 * starts sound in its own handler, before the player's code has even loaded (iOS allows `play()`
 * only there); the player's controller takes it over once it mounts.
 */
export function previewAudio(): HTMLAudioElement {
  if (!element) {
    element = document.createElement('audio');
    // Data saver (issue 36): the element loads only what playback asks for, never a whole file ahead.
    element.preload = 'metadata';
    document.body.append(element);
  }
  return element;
}

/** Starts a preview from the tap itself, with the link that came with the card. */
export function startPreview(link: TStreamLink): void {
  const audio = previewAudio();
  audio.src = previewSource(link);
  // The player's controller calls play() again when it mounts and reports a refusal then.
  audio.play().catch(() => undefined);
}

/** A 20 ms silent 8-bit WAV, made here rather than fetched. */
function silentWav(): Blob {
  const samples = 160;
  const view = new DataView(new ArrayBuffer(44 + samples));
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true); // sample rate
  view.setUint32(28, 8000, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i += 1) view.setUint8(44 + i, 128);
  return new Blob([view.buffer], { type: 'audio/wav' });
}

/**
 * The first sound of a page waits most of a second for the browser to open the audio output.
 * A muted, silent blip while the page is idle opens it before anyone taps play; it costs no
 * network, and a browser that refuses muted playback simply keeps the old delay.
 */
export function warmUpAudioOutput(): void {
  const url = URL.createObjectURL(silentWav());
  const blip = new Audio(url);
  blip.muted = true;
  // Released once heard: revoked any earlier, the element could still be reading it.
  blip.addEventListener('ended', () => URL.revokeObjectURL(url), { once: true });
  blip.play().catch(() => undefined);
}
