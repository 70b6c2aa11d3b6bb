import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { formatFileSize } from '../lib/format-file-size';
import { unfinishedUploads } from '../../../lib/resumable-upload';

/** A master upload this browser started and did not finish (a cut, a reload, a closed tab): how to continue it. */
export function UnfinishedUploadNote() {
  const t = useT();
  const [unfinished, setUnfinished] = useState<{ name: string; size: number } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void unfinishedUploads().then((uploads) => {
      const master = uploads.find((upload) => upload.metadata.kind === 'master');
      if (isCurrent && master) setUnfinished({ name: master.metadata.filename ?? '', size: master.size ?? 0 });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  if (!unfinished) return null;
  return (
    <p className="rounded-xl border border-amber-400/40 bg-amber-950/40 p-4 text-sm text-amber-100 [overflow-wrap:anywhere]">
      {t('studio.upload.unfinished', { name: unfinished.name, size: formatFileSize(unfinished.size) })}
    </p>
  );
}
