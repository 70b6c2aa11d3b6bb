import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { messageCounter, sendableText } from '../lib/message-counter';

interface TComposerProps {
  /** Sends the trimmed text; resolves false when it failed (the text comes back if the box is still empty). */
  onSend: (body: string) => Promise<boolean>;
}

/** 'Type a message...' and Send: Enter sends, Shift+Enter starts a new line; a counter near the length limit. */
export function Composer({ onSend }: TComposerProps) {
  const t = useT();
  const { plural } = useFormat();
  const ids = { field: useId(), hint: useId(), counter: useId() };
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const counter = messageCounter(text);
  const body = sendableText(text);

  const send = () => {
    if (body === null) return;
    setText('');
    field.current?.focus();
    void onSend(body).then((isSent) => {
      if (!isSent) setText((current) => (current === '' ? body : current));
    });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // While an input method composes (Devanagari, for one), Enter picks a candidate.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form onSubmit={onSubmit} className="border-t border-zinc-800 bg-zinc-950 px-3 py-3 sm:px-4">
      <div className="flex items-end gap-2">
        <label htmlFor={ids.field} className="sr-only">
          {t('messages.chat.label')}
        </label>
        <textarea
          ref={field}
          id={ids.field}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('messages.chat.placeholder')}
          aria-describedby={`${ids.hint}${counter.isVisible ? ` ${ids.counter}` : ''}`}
          aria-invalid={counter.isOver || undefined}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl bg-zinc-900 px-4 py-2.5 text-base text-white ring-1 ring-zinc-700 [field-sizing:content] placeholder:text-zinc-400 focus:ring-brand-400"
        />
        <Button type="submit" disabled={body === null}>
          {t('messages.chat.send')}
        </Button>
      </div>
      <p id={ids.hint} className="sr-only">
        {t('messages.chat.hint')}
      </p>
      {counter.isVisible && (
        <p
          id={ids.counter}
          className={`mt-1 text-right text-xs ${counter.isOver ? 'font-semibold text-red-300' : 'text-zinc-400'}`}
        >
          {counter.isOver
            ? plural('messages.chat.charactersOver', -counter.remaining)
            : plural('messages.chat.charactersLeft', counter.remaining)}
        </p>
      )}
    </form>
  );
}
