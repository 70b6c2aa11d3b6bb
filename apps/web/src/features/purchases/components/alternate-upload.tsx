import type { TSale } from '@beatpasal/shared/schemas/purchases';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { resumableUpload } from '../../../lib/resumable-upload';
import { attachAlternate, purchaseKeys } from '../api/purchases-api';

/** Upload alternate file, once per paid purchase (spec §2.9); afterwards 'Alternate version uploaded.' */
export function AlternateUpload({ sale }: { sale: TSale }) {
  const t = useT();
  const inputId = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  if (sale.downloads.alternate === 'ready')
    return <p className="text-xs text-green-400">{t('purchases.sales.alternateDone')}</p>;

  const send = async (file: File | undefined) => {
    if (!file) return;
    setProgress(0);
    try {
      // Resumable like a master: choosing the same file after a cut or a reload continues it.
      const uploadId = await resumableUpload(file, 'alternate', {
        onProgress: (sent, total) => setProgress(sent / total),
      });
      await attachAlternate(sale.id, uploadId);
      toast.success(t('purchases.sales.alternateDone'));
      await queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('purchases.sales.alternateFailed'));
    } finally {
      setProgress(null);
    }
  };
  if (progress !== null) return <ProgressBar fraction={progress} label={t('purchases.sales.alternate')} />;
  return (
    <div>
      <label htmlFor={inputId} className="cursor-pointer text-xs font-semibold text-brand-300 underline">
        {t('purchases.sales.alternate')}
      </label>
      <input
        id={inputId}
        type="file"
        accept="audio/*"
        aria-label={t('purchases.sales.alternateLabel', { title: sale.track.title })}
        className="sr-only"
        onChange={(event) => void send(event.target.files?.[0])}
      />
    </div>
  );
}
