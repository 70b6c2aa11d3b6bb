import { useT } from '../../../lib/i18n/i18n';
import { useFilePreview } from '../../../lib/use-file-preview';
import { FileField } from './file-field';

interface TCoverFieldProps {
  id: string;
  file: File | null;
  /** The saved cover on the edit page; a newly chosen file replaces it. */
  savedUrl: string | null;
  error: string | undefined;
  onChange: (file: File | null) => void;
}

/** Optional cover image with a preview of what buyers will see. */
export function CoverField({ id, file, savedUrl, error, onChange }: TCoverFieldProps) {
  const t = useT();
  const [previewUrl, preview] = useFilePreview();
  const shownUrl = previewUrl ?? savedUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="size-28 shrink-0 overflow-hidden rounded-xl border border-zinc-800 bg-gradient-to-br from-zinc-800 to-zinc-900">
        {shownUrl ? (
          <img src={shownUrl} alt={t('studio.form.coverPreview')} className="size-full object-cover" />
        ) : (
          <p className="flex size-full items-center justify-center p-2 text-center text-xs text-zinc-400">
            {t('studio.form.noCover')}
          </p>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <FileField
          id={id}
          label={savedUrl ? t('studio.form.replaceCover') : t('studio.form.cover')}
          hint={t('studio.form.coverHint')}
          accept="image/*"
          file={file}
          error={error}
          onChange={(next) => {
            preview(next);
            onChange(next);
          }}
        />
      </div>
    </div>
  );
}
