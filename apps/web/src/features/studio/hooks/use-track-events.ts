import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { myTracksKeys } from '../api/my-tracks-api';

const TRACK_EVENTS = ['track.ready', 'track.failed'] as const;

/**
 * While `isWatching`, listens on the realtime stream for a processed track and refreshes the
 * artist's tracks at once; `onConnectionChange` tells the caller whether to poll instead.
 */
export function useTrackEvents(isWatching: boolean, onConnectionChange: (isConnected: boolean) => void): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!isWatching || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: myTracksKeys.all });
    const onOpen = () => {
      onConnectionChange(true);
      // An event sent before the stream opened would be lost; one read catches up.
      refresh();
    };
    const onError = () => onConnectionChange(false);
    source.addEventListener('open', onOpen);
    source.addEventListener('error', onError);
    for (const type of TRACK_EVENTS) source.addEventListener(type, refresh);
    return () => {
      source.close();
      onConnectionChange(false);
    };
  }, [isWatching, onConnectionChange, queryClient]);
}
