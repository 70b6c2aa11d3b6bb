import { useMemo } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { splitLinks } from '../lib/link-parts';

/** A message's words as text, with its http(s) addresses as links that open in a new tab and pass on nothing. */
export function MessageText({ text }: { text: string }) {
  const t = useT();
  const parts = useMemo(() => splitLinks(text), [text]);
  return (
    <p className="break-words whitespace-pre-wrap">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline underline-offset-2 hover:no-underline"
          >
            {part.text}
            <span className="sr-only"> {t('messages.chat.opensInNewTab')}</span>
          </a>
        ),
      )}
    </p>
  );
}
