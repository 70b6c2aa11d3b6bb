import type { ReactNode } from 'react';
import { mailtoHref, SUPPORT_EMAIL } from '../../../lib/support-email';
import { TEXT_LINK_CLASS } from './page-styles';

interface TMailLinkProps {
  subject?: string;
  className?: string;
  /** Defaults to the address itself, which people often copy. */
  children?: ReactNode;
}

/** A mailto: link to support, written out so it also works where no mail app is set up. */
export function MailLink({ subject, className = `wrap-break-word ${TEXT_LINK_CLASS}`, children }: TMailLinkProps) {
  return (
    <a href={mailtoHref(SUPPORT_EMAIL, subject)} className={className}>
      {children ?? SUPPORT_EMAIL}
    </a>
  );
}
