import { formatMegabytes, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { FormField } from './form-field';

interface TScreenshotFieldProps {
  id: string;
  file: File | null;
  error?: string;
  isDisabled: boolean;
  onChange: (file: File | null) => void;
}

/** The optional image; the input is emptied whenever the form forgets the file (sent or removed). */
export function ScreenshotField({ id, file, error, isDisabled, onChange }: TScreenshotFieldProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const remove = () => {
    onChange(null);
    inputRef.current?.focus();
  };

  return (
    <FormField
      id={id}
      label={t('pages.contact.screenshot')}
      hint={t('pages.contact.screenshotHint', { size: formatMegabytes(MAX_SCREENSHOT_BYTES) })}
      error={error}
    >
      {(control) => (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <input
            {...control}
            ref={inputRef}
            type="file"
            name="screenshot"
            accept="image/*"
            disabled={isDisabled}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
            className="block w-full max-w-full min-w-0 text-sm text-zinc-300 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border file:border-zinc-700 file:bg-zinc-800 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-zinc-700 sm:w-auto sm:flex-1"
          />
          {file && (
            <Button variant="ghost" size="sm" onClick={remove} disabled={isDisabled}>
              {t('pages.contact.removeScreenshot')}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}
