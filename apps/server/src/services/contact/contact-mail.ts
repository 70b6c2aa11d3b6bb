import { CONTACT_CATEGORY_LABELS, type TContactInput } from '@beatpasal/shared/schemas/contact';
import { renderMail, type RenderedMail } from '../../mail/render-mail';

export interface ContactMailInput {
  to: string;
  messageId: string;
  contact: TContactInput;
  /** The sender's account when signed in: the form itself has no e-mail field to reply to. */
  accountEmail: string | null;
  screenshot: { url: string; validForDays: number } | null;
}

/** The support team's copy of a contact form message. */
export function contactMail(input: ContactMailInput): RenderedMail {
  const { contact, screenshot } = input;
  const category = CONTACT_CATEGORY_LABELS[contact.category];
  return renderMail({
    to: input.to,
    dedupeKey: `contact:${input.messageId}`,
    subject: `[Contact · ${category}] ${contact.name} (@${contact.username})`,
    heading: `New contact message: ${category}`,
    paragraphs: [
      `Category: ${category}`,
      `Name: ${contact.name}`,
      `Username: ${contact.username}`,
      `Phone: ${contact.phone}`,
      `Account: ${input.accountEmail ?? 'not signed in'}`,
      'Message:',
      ...contact.message.split(/\n+/).filter((line) => line.trim() !== ''),
      screenshot
        ? `Screenshot: attached as a private link, valid for ${screenshot.validForDays} days.`
        : 'Screenshot: none',
    ],
    action: screenshot ? { label: 'View screenshot', url: screenshot.url } : undefined,
    footnote: `Message id ${input.messageId}.`,
  });
}
