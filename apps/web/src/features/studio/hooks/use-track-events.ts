import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { myTracksKeys } from '../api/my-tracks-api';

const TRACK_EVENTS = ['track.ready', 'track.failed'] as const;

/**
 * Refreshes the artist's tracks the moment one is processed. Returns whether the live stream is
 * connected, so the dashboard polls only while it is not.
 */
export function useTrackEvents(): boolean {
  return useLiveRefresh(TRACK_EVENTS, myTracksKeys.all);
}
