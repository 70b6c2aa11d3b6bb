import { renderMail } from '../mail/render-mail';

interface LinkMailInput {
  to: string;
  url: string;
  dedupeKey: string;
}

export function verifyEmailMail({ to, url, dedupeKey }: LinkMailInput) {
  return renderMail({
    to,
    dedupeKey,
    subject: 'Verify your e-mail for Beatpasal',
    heading: 'Welcome to Beatpasal',
    paragraphs: ['Confirm your e-mail address to finish creating your account. The link works for 24 hours.'],
    action: { label: 'Verify e-mail', url },
    footnote: 'If you did not sign up, you can ignore this e-mail.',
  });
}

export function resetPasswordMail({ to, url, dedupeKey }: LinkMailInput) {
  return renderMail({
    to,
    dedupeKey,
    subject: 'Reset your Beatpasal password',
    heading: 'Reset your password',
    paragraphs: ['Someone asked to reset the password of your Beatpasal account. The link works for one hour.'],
    action: { label: 'Choose a new password', url },
    footnote: 'If it was not you, ignore this e-mail: your password stays as it is.',
  });
}

/** Sign-up with an address that already has an account: the same answer on screen, this mail in the inbox. */
export function existingAccountMail({ to, url, dedupeKey }: LinkMailInput) {
  return renderMail({
    to,
    dedupeKey,
    subject: 'You already have a Beatpasal account',
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to sign up to Beatpasal with this e-mail address. It already has an account, so nothing was changed.',
      'Log in with your password. If you do not remember it, choose a new one with the link below. The link works for one hour.',
    ],
    action: { label: 'Choose a new password', url },
    footnote: 'If it was not you, ignore this e-mail: your account stays as it is.',
  });
}
