import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n';

/** The screenshot's upload, which can take a while on mobile data. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const labelId = useId();
  const percent = Math.round(fraction * 100);
  return (
    <div>
      <p id={labelId} className="text-sm text-zinc-300">
        {t('pages.contact.progress', { percent })}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-zinc-800"
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
