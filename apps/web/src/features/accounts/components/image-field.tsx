import { useState, type ChangeEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { useFilePreview } from '../../../lib/use-file-preview';
import { checkChosenImage } from '../lib/check-chosen-image';
import { Field } from '../../../components/ui/form/field';

const FRAMES = {
  avatar: 'size-24 rounded-full',
  cover: 'aspect-[3/1] w-full sm:w-72 rounded-lg',
  qr: 'size-32 rounded-lg bg-white',
} as const;

interface TImageFieldProps {
  name: string;
  label: string;
  hint: string;
  /** The image already saved, shown until another is chosen. */
  savedUrl: string | null;
  frame: keyof typeof FRAMES;
  error: string | undefined;
  isInvalid: boolean;
  errorId: string;
  onInput: () => void;
}

/**
 * A file input for one image, with a preview of the chosen file or of the saved image. A file that
 * is too large or not an image is refused when chosen, with the reason at the field.
 */
export function ImageField({
  name,
  label,
  hint,
  savedUrl,
  frame,
  error,
  isInvalid,
  errorId,
  onInput,
}: TImageFieldProps) {
  const t = useT();
  const [previewUrl, choose] = useFilePreview();
  const [pickError, setPickError] = useState<string>();
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    onInput();
    setPickError(undefined);
    choose(null);
    if (!file) return;
    const problem = await checkChosenImage(file, label);
    if (input.files?.[0] !== file) return;
    if (problem) {
      input.value = '';
      setPickError(problem);
    } else choose(file);
  };
  const shownUrl = previewUrl ?? savedUrl;
  const alt = t(previewUrl ? 'accounts.artistProfile.chosen' : 'accounts.artistProfile.current', { name: label });
  return (
    <Field
      label={label}
      hint={hint}
      error={pickError ?? error}
      isInvalid={isInvalid || pickError !== undefined}
      errorId={errorId}
    >
      {(control) => (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div
            className={`flex shrink-0 items-center justify-center overflow-hidden border border-zinc-700 bg-zinc-950 ${FRAMES[frame]}`}
          >
            {shownUrl ? (
              <img
                src={shownUrl}
                alt={alt}
                className={`size-full ${frame === 'qr' ? 'object-contain' : 'object-cover'}`}
              />
            ) : (
              <span className="px-2 text-center text-xs text-zinc-400">{t('accounts.artistProfile.none')}</span>
            )}
          </div>
          <input
            {...control}
            type="file"
            name={name}
            accept="image/*"
            onChange={(event) => void onChange(event)}
            className="block w-full text-sm text-zinc-300 file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-full file:border file:border-zinc-600 file:bg-zinc-800 file:px-4 file:text-sm file:font-semibold file:text-zinc-100 hover:file:bg-zinc-700"
          />
        </div>
      )}
    </Field>
  );
}
