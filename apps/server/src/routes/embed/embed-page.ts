import { formatTime } from '@beatpasal/shared/format-time';
import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { reducePeaks, WAVEFORM_HEIGHT, waveformPath } from '@beatpasal/shared/waveform';
import type { TArtistEmbed } from '../../services/embed/get-artist-embed';
import type { TTrackEmbed } from '../../services/embed/get-track-embed';
import type { TEmbedTrack } from '../../services/embed/present-embed-track';
import { escapeHtml } from '../share-pages/inject-share-tags';
import { embedEn, type TEmbedTexts } from './en-embed';
import { embedNe } from './ne-embed';
import { EMBED_STYLES } from './embed-styles';

const TEXTS: Record<TLanguage, TEmbedTexts> = { en: embedEn, ne: embedNe };
const BAR_COUNT = 90;

export interface TEmbedPageInput {
  language: TLanguage;
  /** The built player module (/assets/…); null without a web build, when the page shows but cannot play. */
  scriptUrl: string | null;
}

/** A text of the dictionary with its `{name}` values, escaped for HTML. */
function say(texts: TEmbedTexts, key: keyof TEmbedTexts, values: Record<string, string> = {}): string {
  return escapeHtml(texts[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? ''));
}

const PLAY_ICON = '<svg class="start" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';
const PAUSE_ICON =
  '<svg class="pause" viewBox="0 0 24 24" aria-hidden="true"><path d="M7 5h4v14H7zm6 0h4v14h-4z"/></svg>';

function waveform(track: TEmbedTrack, texts: TEmbedTexts): string {
  const path = waveformPath(reducePeaks(track.peaks ?? [], BAR_COUNT));
  const box = `viewBox="0 0 ${BAR_COUNT * 2} ${WAVEFORM_HEIGHT}" preserveAspectRatio="none" aria-hidden="true" focusable="false"`;
  const total = formatTime(track.durationSeconds ?? 0);
  return (
    // The played part is the same drawing again, by reference: one path per track in the page.
    `<div class="wave"><svg ${box}><path id="wave-${escapeHtml(track.id)}" d="${path}"/></svg>` +
    `<svg class="played" ${box}><use href="#wave-${escapeHtml(track.id)}"/></svg>` +
    `<input type="range" min="0" max="100" step="0.5" value="0" aria-label="${say(texts, 'seek', { title: track.title })}" ` +
    `aria-valuetext="${say(texts, 'position', { current: '0:00', total })}"></div>` +
    `<span class="time" aria-hidden="true">${total}</span>`
  );
}

/** One playable track: the module finds it by `data-track` and reads its labels from the attributes. */
function trackBlock(track: TEmbedTrack, texts: TEmbedTexts, artistLine: string, isListed: boolean): string {
  const cover = track.coverUrl
    ? `<img class="cover" src="${escapeHtml(track.coverUrl)}" alt="" width="120" height="120"${isListed ? ' loading="lazy"' : ''}>`
    : '<div class="cover" aria-hidden="true"></div>';
  const heading = isListed ? 'h2' : 'h1';
  const buyName = isListed ? `<span class="sr"> (${escapeHtml(track.title)})</span>` : '';
  return (
    `<${isListed ? 'li' : 'section'} class="track" data-track="${escapeHtml(track.id)}" ` +
    `data-duration="${track.durationSeconds ?? 0}" data-play="${say(texts, 'play', { title: track.title })}" ` +
    `data-pause="${say(texts, 'pause', { title: track.title })}">${cover}<div class="body">` +
    `<${heading} class="title">${escapeHtml(track.title)}</${heading}>${artistLine}` +
    `<div class="controls"><button type="button" class="play" data-playing="false" ` +
    `aria-label="${say(texts, 'play', { title: track.title })}">${PLAY_ICON}${PAUSE_ICON}</button>${waveform(track, texts)}</div>` +
    `<a class="buy" href="${escapeHtml(track.pageUrl)}" target="_blank" rel="noopener">${say(texts, 'buy')}${buyName}</a>` +
    `</div></${isListed ? 'li' : 'section'}>`
  );
}

function page(input: TEmbedPageInput, title: string, body: string): string {
  const texts = TEXTS[input.language];
  const script = input.scriptUrl ? `<script type="module" src="${escapeHtml(input.scriptUrl)}"></script>` : '';
  return (
    `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title><style>${EMBED_STYLES}</style>${script}</head><body>` +
    `<main class="embed" aria-label="${say(texts, 'player')}" data-position="${escapeHtml(texts.position)}" ` +
    `data-failed="${say(texts, 'playFailed')}">${body}<p class="status" role="status"></p></main></body></html>`
  );
}

export function renderTrackEmbed({ track, artist }: TTrackEmbed, input: TEmbedPageInput): string {
  const texts = TEXTS[input.language];
  const artistLine = `<p class="artist"><a href="${escapeHtml(artist.pageUrl)}" target="_blank" rel="noopener">${escapeHtml(artist.name)}</a></p>`;
  const title = say(texts, 'trackPageTitle', { title: track.title, artist: artist.name });
  return page(input, title, trackBlock(track, texts, artistLine, false));
}

export function renderArtistEmbed({ artist, tracks }: TArtistEmbed, input: TEmbedPageInput): string {
  const texts = TEXTS[input.language];
  const head =
    `<header class="head"><h1>${escapeHtml(artist.name)}</h1>` +
    `<a href="${escapeHtml(artist.pageUrl)}" target="_blank" rel="noopener">${say(texts, 'morePage')}</a></header>`;
  const list = tracks.length
    ? `<ul class="list" aria-label="${say(texts, 'latest')}">${tracks.map((track) => trackBlock(track, texts, '', true)).join('')}</ul>`
    : `<p class="artist">${say(texts, 'noTracks')}</p>`;
  return page(input, say(texts, 'artistPageTitle', { artist: artist.name }), head + list);
}

/** Hidden, removed, suspended or unknown: a small page that says so, in the reader's language. */
export function renderEmbedNotFound(input: TEmbedPageInput, homeUrl: string): string {
  const texts = TEXTS[input.language];
  const body =
    `<div class="missing"><h1 class="title">${say(texts, 'notFound')}</h1>` +
    `<a href="${escapeHtml(homeUrl)}" target="_blank" rel="noopener">${say(texts, 'visit')}</a></div>`;
  return page({ ...input, scriptUrl: null }, say(texts, 'notFoundTitle'), body);
}
