import { useRef } from 'react';
import { buttonClassName } from '../../../components/ui/button-styles';
import { useT } from '../../../lib/i18n/i18n';
import { formatFileSize } from '../lib/format-file-size';
import { Field } from '../../../components/ui/form/field';

interface TFileFieldProps {
  id: string;
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error: string | undefined;
  isRequired?: boolean;
  onChange: (file: File | null) => void;
}

/** A file picker that says which file is chosen and how big it is, with a way to take it back. */
export function FileField({ id, label, hint, accept, file, error, isRequired, onChange }: TFileFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} isRequired={isRequired}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-zinc-700 bg-zinc-950 p-3 aria-invalid:border-red-400">
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={accept}
            aria-required={isRequired || undefined}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor={id}
            className={buttonClassName(
              'secondary',
              'sm',
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-300',
            )}
          >
            {file ? t('studio.form.changeFile') : t('studio.form.chooseFile')}
          </label>
          <p className="min-w-0 flex-1 text-sm break-all text-zinc-300">
            {file
              ? t('studio.form.fileSummary', { name: file.name, size: formatFileSize(file.size) })
              : t('studio.form.noFile')}
          </p>
          {file && (
            <button
              type="button"
              onClick={clear}
              aria-label={t('studio.form.removeFile', { name: file.name })}
              className="text-sm font-medium text-zinc-300 underline underline-offset-2 hover:text-white"
            >
              {t('studio.form.remove')}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
