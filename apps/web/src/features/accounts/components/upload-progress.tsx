import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n';

/** How much of an upload has reached the server; on mobile data this can take a while. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const labelId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div>
      <div className="flex justify-between text-sm text-zinc-300">
        <span id={labelId}>{t('accounts.artistProfile.uploading')}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-zinc-800"
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
