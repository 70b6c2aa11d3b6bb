import { formatTime } from '@beatpasal/shared/format-time';
import type { TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import { previewSource } from '../lib/preview-source';

/**
 * The embedded player's only script (decision 080). The server renders the page with every text,
 * cover and waveform (apps/server/src/routes/embed); this makes its play buttons and waveform
 * sliders work with one audio element, so starting a track stops the one that played.
 */

/** A link closer than this to expiring is asked for again rather than handed to the audio element. */
const LINK_MARGIN_MS = 60_000;

const main = document.querySelector<HTMLElement>('main.embed');
const audio = new Audio();
audio.preload = 'none';
// In the page (it shows nothing without `controls`), where the browser's tools and tests find it.
main?.append(audio);
const links = new Map<string, TStreamLink>();
let current: HTMLElement | null = null;

const parts = (track: HTMLElement) => ({
  button: track.querySelector<HTMLButtonElement>('button.play')!,
  wave: track.querySelector<HTMLElement>('.wave')!,
  slider: track.querySelector<HTMLInputElement>('.wave input')!,
  time: track.querySelector<HTMLElement>('.time')!,
});

function durationOf(track: HTMLElement): number {
  const known = track === current && Number.isFinite(audio.duration) ? audio.duration : 0;
  return known || Number(track.dataset.duration) || 0;
}

function showPlaying(track: HTMLElement, isPlaying: boolean) {
  const { button } = parts(track);
  button.dataset.playing = String(isPlaying);
  button.setAttribute('aria-label', (isPlaying ? track.dataset.pause : track.dataset.play) ?? '');
}

function showTime(track: HTMLElement, seconds: number) {
  const { wave, slider, time } = parts(track);
  const total = durationOf(track);
  const percent = total > 0 ? Math.min(100, (seconds / total) * 100) : 0;
  wave.style.setProperty('--played', `${percent}%`);
  slider.value = String(percent);
  const position = { current: formatTime(seconds), total: formatTime(total) };
  slider.setAttribute(
    'aria-valuetext',
    (main?.dataset.position ?? '').replace(/\{(\w+)\}/g, (_, name: 'current' | 'total') => position[name]),
  );
  time.textContent = seconds > 0 ? `${position.current} / ${position.total}` : position.total;
}

function say(text: string) {
  const status = main?.querySelector('.status');
  if (status) status.textContent = text;
}

async function previewUrl(trackId: string): Promise<string> {
  const kept = links.get(trackId);
  if (kept && Date.parse(kept.expiresAt) - Date.now() > LINK_MARGIN_MS) return previewSource(kept);
  const response = await fetch(`/api/tracks/${encodeURIComponent(trackId)}/stream`);
  if (!response.ok) throw new Error(`no preview link (${response.status})`);
  const link = (await response.json()) as TStreamLink;
  links.set(trackId, link);
  return previewSource(link);
}

/** Plays `track`, from `fraction` of its length when given; another track that played stops. */
async function play(track: HTMLElement, fraction?: number) {
  say('');
  try {
    if (track !== current) {
      audio.pause();
      if (current) {
        showPlaying(current, false);
        showTime(current, 0);
      }
      current = track;
      audio.src = await previewUrl(track.dataset.track ?? '');
    }
    if (fraction !== undefined) audio.currentTime = fraction * durationOf(track);
    await audio.play();
  } catch (error) {
    console.warn('The preview could not be played:', error);
    showPlaying(track, false);
    say(main?.dataset.failed ?? '');
  }
}

for (const track of document.querySelectorAll<HTMLElement>('[data-track]')) {
  const { button, slider } = parts(track);
  button.addEventListener('click', () => {
    if (track === current && !audio.paused) audio.pause();
    else void play(track);
  });
  slider.addEventListener('input', () => {
    const fraction = Number(slider.value) / 100;
    if (track === current) audio.currentTime = fraction * durationOf(track);
    else void play(track, fraction);
  });
}

audio.addEventListener('playing', () => current && showPlaying(current, true));
audio.addEventListener('pause', () => current && showPlaying(current, false));
audio.addEventListener('timeupdate', () => current && showTime(current, audio.currentTime));
audio.addEventListener('error', () => {
  if (!current) return;
  // An expired link is the likely cause: the next press loads the track again with a fresh one.
  links.delete(current.dataset.track ?? '');
  showPlaying(current, false);
  current = null;
  say(main?.dataset.failed ?? '');
});
