import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { myTracksKeys, uploadTrack } from '../api/my-tracks-api';

/** Sends a new track with progress (0..1, null when idle) and lets the artist cancel it. */
export function useTrackUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the page would throw away an upload the artist is paying mobile data for.
  useEffect(() => {
    if (progress === null) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [progress]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = async (body: FormData) => {
    const controller = new AbortController();
    controllerRef.current = controller;
    setProgress(0);
    try {
      const uploaded = await uploadTrack(body, setProgress, controller.signal);
      await queryClient.invalidateQueries({ queryKey: myTracksKeys.all });
      return uploaded;
    } finally {
      controllerRef.current = null;
      setProgress(null);
    }
  };

  return { upload, progress, isUploading: progress !== null, cancel: () => controllerRef.current?.abort() };
}
