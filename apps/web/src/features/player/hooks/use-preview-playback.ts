import { useEffect, useRef, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n/language-store';
import { setPlaying, type TPlayerTrack } from '../../../lib/player-store';
import { toastError } from '../../../lib/toast-error';
import { PreviewController } from '../lib/preview-controller';

// Spec §8 logs a preview failure to the console; the listener also deserves to know why nothing plays.
function reportPreviewFailure(error: unknown): void {
  console.warn('The preview could not be played:', error);
  if (isApiError(error)) toastError(error);
  else toast.error(t('studio.player.playbackFailed'), { id: 'player-failure' });
}

/**
 * Keeps the audio element in step with the player store: a new track loads (and autoplays) its
 * preview, play/pause follow `isPlaying`, and the element's own play, pause and end (lock screen,
 * headphones unplugged, the track finishing) flow back into the store.
 */
export function usePreviewPlayback(
  audioRef: RefObject<HTMLAudioElement | null>,
  track: TPlayerTrack,
  isPlaying: boolean,
) {
  const { id: trackId, previewLink = null } = track;
  const controllerRef = useRef<PreviewController | null>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const controller = new PreviewController(audio, { onFailure: reportPreviewFailure });
    controllerRef.current = controller;
    const listeners: [string, () => void][] = [
      ['play', () => setPlaying(true)],
      ['pause', () => setPlaying(false)],
      ['playing', () => controller.markHealthy()],
      ['error', () => controller.recover()],
    ];
    for (const [type, listener] of listeners) audio.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) audio.removeEventListener(type, listener);
      controller.dispose();
      controllerRef.current = null;
    };
  }, [audioRef]);

  useEffect(() => {
    controllerRef.current?.load(trackId, previewLink);
  }, [trackId, previewLink]);

  useEffect(() => {
    if (isPlaying) controllerRef.current?.play();
    else controllerRef.current?.pause();
  }, [isPlaying]);
}
