import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TUploadKind } from '@beatpasal/shared/schemas/uploads';
import { myTracksKeys, uploadTrack } from '../api/my-tracks-api';
import { resumableUpload } from '../../../lib/resumable-upload';
import { trackFormData, type TUploadIds } from '../lib/track-form-data';
import type { TTrackInputDraft } from '../lib/track-form-values';
import { uploadRate, type TUploadProgress } from '../lib/upload-rate';
import type { TTrackFiles } from '../lib/validate-track-form';

/** The voice tag first (small), then the master: each resumable, both counted in one progress bar. */
const RESUMABLE_FILES: readonly (readonly [keyof TUploadIds, TUploadKind])[] = [
  ['voiceTag', 'voiceTag'],
  ['audio', 'master'],
];

/**
 * Sends a new track: its audio files over tus (resumable), then the form naming them. Progress
 * (null when idle) has the pace and the time left; cancel stops it and deletes it on the server.
 */
export function useTrackUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<TUploadProgress | null>(null);
  const controllerRef = useRef<AbortController | null>(null);

  // Leaving the page stops the upload; it can be continued by choosing the same file again.
  useEffect(() => {
    if (progress === null) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [progress]);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const upload = async (input: TTrackInputDraft, files: TTrackFiles) => {
    const controller = new AbortController();
    controllerRef.current = controller;
    const rate = uploadRate();
    const total = RESUMABLE_FILES.reduce((sum, [field]) => sum + (files[field]?.size ?? 0), 0);
    let done = 0;
    setProgress(rate.measure(0, total));
    try {
      const ids: TUploadIds = {};
      for (const [field, kind] of RESUMABLE_FILES) {
        const file = files[field];
        if (!file) continue;
        ids[field] = await resumableUpload(file, kind, {
          onProgress: (sent) => setProgress(rate.measure(done + sent, total)),
          signal: controller.signal,
        });
        done += file.size;
      }
      const body = trackFormData(input, { cover: files.cover }, ids);
      const uploaded = await uploadTrack(body, () => undefined, controller.signal);
      await queryClient.invalidateQueries({ queryKey: myTracksKeys.all });
      return uploaded;
    } finally {
      controllerRef.current = null;
      setProgress(null);
    }
  };

  return { upload, progress, isUploading: progress !== null, cancel: () => controllerRef.current?.abort() };
}
