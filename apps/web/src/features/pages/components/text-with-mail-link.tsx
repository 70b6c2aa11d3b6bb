import { MailLink } from './mail-link';

/** Pass as the `email` value to `t()`, then hand the text to `TextWithMailLink`. */
export const EMAIL_PLACEHOLDER = '{email}';

/**
 * A translated sentence whose `{email}` becomes the support mail link, so each language keeps
 * its own word order around the address.
 */
export function TextWithMailLink({ text, subject }: { text: string; subject?: string }) {
  const [before = '', ...after] = text.split(EMAIL_PLACEHOLDER);
  return (
    <>
      {before}
      <MailLink subject={subject} />
      {after.join(EMAIL_PLACEHOLDER)}
    </>
  );
}
