import { useT } from '../../../lib/i18n/i18n';
import { ProgressBar } from '../../../components/ui/progress-bar';

interface TSubmitStatusProps {
  formError: string | null;
  isSent: boolean;
  /** Shown while a screenshot uploads; null otherwise. */
  uploadFraction: number | null;
}

/** The live regions stay in the page, so screen readers announce what appears in them. */
export function SubmitStatus({ formError, isSent, uploadFraction }: TSubmitStatusProps) {
  const t = useT();
  return (
    <>
      <div role="alert">
        {formError && (
          <p className="rounded-xl border border-red-400/60 bg-red-950/40 px-4 py-3 text-sm font-medium text-red-200">
            {formError}
          </p>
        )}
      </div>
      <div role="status">
        {isSent && (
          <p className="rounded-xl border border-emerald-400/60 bg-emerald-950/40 px-4 py-3 text-sm font-medium text-emerald-200">
            {t('pages.contact.sent')}
          </p>
        )}
      </div>
      {uploadFraction !== null && (
        <ProgressBar
          fraction={uploadFraction}
          label={t('pages.contact.progress', { percent: Math.round(uploadFraction * 100) })}
          showPercent={false}
        />
      )}
    </>
  );
}
