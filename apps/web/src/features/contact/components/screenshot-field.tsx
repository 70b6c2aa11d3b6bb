import { formatMegabytes, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { FILE_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { Field } from '../../../components/ui/form/field';

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
    <Field
      id={id}
      label={t('pages.contact.screenshot')}
      hint={t('pages.contact.screenshotHint', { size: formatMegabytes(MAX_SCREENSHOT_BYTES) })}
      error={error}
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-3">
          <input
            {...control}
            ref={inputRef}
            type="file"
            name="screenshot"
            accept="image/*"
            disabled={isDisabled}
            onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
            className={`${FILE_INPUT_CLASS} sm:w-auto sm:flex-1`}
          />
          {file && (
            <Button variant="ghost" size="sm" onClick={remove} disabled={isDisabled}>
              {t('pages.contact.removeScreenshot')}
            </Button>
          )}
        </div>
      )}
    </Field>
  );
}
