import { useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { addTagText } from '../lib/tag-text';
import { Field } from '../../../components/ui/form/field';
import { INPUT_CLASS } from '../../../components/ui/form/control-styles';

interface TTagInputProps {
  id: string;
  tags: string[];
  /** The text in the field, kept by the form so a submit can still add it. */
  draft: string;
  error: string | undefined;
  onChange: (tags: string[]) => void;
  onDraftChange: (draft: string) => void;
}

/**
 * Tags as chips: Enter, comma or leaving the field adds what was typed; pasted text with commas
 * or line breaks becomes several tags at once. Text that cannot be a tag stays in the field with
 * the reason. Backspace in an empty field removes the last tag.
 */
export function TagInput({ id, tags, draft, error, onChange, onDraftChange }: TTagInputProps) {
  const t = useT();
  const [draftError, setDraftError] = useState<string>();

  const add = (text = draft) => {
    if (text.trim() === '') return;
    const result = addTagText(tags, text);
    if (result.tags.length !== tags.length) onChange(result.tags);
    onDraftChange(result.draft);
    setDraftError(result.error);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[,;\n\r]/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? draft.length;
    const end = input.selectionEnd ?? draft.length;
    add(draft.slice(0, start) + pasted + draft.slice(end));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <Field
      id={id}
      label={t('studio.form.tags')}
      hint={t('studio.form.tagsHint')}
      error={draftError ?? error}
      className="sm:col-span-2"
    >
      {(control) => (
        <div className="space-y-2">
          {tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('studio.form.tagList')}>
              {tags.map((tag) => (
                <li
                  key={tag}
                  className="inline-flex items-center gap-1 rounded-full bg-zinc-800 py-1 pr-1 pl-3 text-sm text-zinc-100"
                >
                  {tag}
                  <button
                    type="button"
                    onClick={() => onChange(tags.filter((kept) => kept !== tag))}
                    aria-label={t('studio.form.removeTag', { tag })}
                    className="inline-flex size-6 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-700 hover:text-white"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            value={draft}
            onChange={(event) => {
              onDraftChange(event.currentTarget.value);
              setDraftError(undefined);
            }}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => add()}
            enterKeyHint="enter"
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </div>
      )}
    </Field>
  );
}
