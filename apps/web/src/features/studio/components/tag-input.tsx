import { MAX_TAGS, TRACK_MESSAGES, ZTag } from '@beatpasal/shared/schemas/tracks';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { FormField } from './form-field';
import { INPUT_CLASS } from './form-styles';

interface TTagInputProps {
  id: string;
  tags: string[];
  error: string | undefined;
  onChange: (tags: string[]) => void;
}

/** Tags as chips: Enter, comma or leaving the field adds one; Backspace in an empty field removes the last. */
export function TagInput({ id, tags, error, onChange }: TTagInputProps) {
  const t = useT();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();

  const add = () => {
    if (draft.trim() === '') return;
    const parsed = ZTag.safeParse(draft);
    if (!parsed.success) return setDraftError(parsed.error.issues[0]?.message);
    if (!tags.includes(parsed.data)) {
      if (tags.length >= MAX_TAGS) return setDraftError(TRACK_MESSAGES.tooManyTags);
      onChange([...tags, parsed.data]);
    }
    setDraft('');
    setDraftError(undefined);
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
    <FormField id={id} label={t('studio.form.tags')} hint={t('studio.form.tagsHint')} error={draftError ?? error} className="sm:col-span-2">
      {(control) => (
        <div className="space-y-2">
          {tags.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('studio.form.tagList')}>
              {tags.map((tag) => (
                <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-zinc-800 py-1 pr-1 pl-3 text-sm text-zinc-100">
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
              setDraft(event.currentTarget.value);
              setDraftError(undefined);
            }}
            onKeyDown={onKeyDown}
            onBlur={add}
            enterKeyHint="enter"
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </div>
      )}
    </FormField>
  );
}
