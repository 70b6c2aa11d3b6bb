import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useFreeDownloadOffer } from '../api/use-free-download-offer';

// The dialog validates its answers with zod: fetched when opened, so the track page's first load stays small.
const FreeDownloadDialog = lazy(() =>
  import('./free-download-dialog').then((module) => ({ default: module.FreeDownloadDialog })),
);

/** 'Free download' on the track page, shown only when the artist hands the track out for free. */
export function FreeDownloadButton({ trackId, title, artist }: { trackId: string; title: string; artist: string }) {
  const t = useT();
  const offer = useFreeDownloadOffer(trackId);
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (!offer.data?.isFree) return null;
  return (
    <>
      <Button ref={button} variant="secondary" onClick={() => setIsOpen(true)}>
        {t('freeDownloads.button')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <FreeDownloadDialog
            trackId={trackId}
            title={title}
            artist={artist}
            onClose={() => setIsOpen(false)}
            returnFocusTo={button}
          />
        </Suspense>
      )}
    </>
  );
}
