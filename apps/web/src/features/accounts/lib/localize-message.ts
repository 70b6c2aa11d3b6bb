import { PHONE_INVALID } from '@beatpasal/shared/phone';
import { TEXT_MESSAGES } from '@beatpasal/shared/plain-text';
import { UPLOAD_MESSAGES, WALLET_QR_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { ACCOUNT_MESSAGES } from '@beatpasal/shared/schemas/accounts';
import { PROFILE_MESSAGES } from '@beatpasal/shared/schemas/profiles';
import { SOCIAL_LINK_MESSAGES } from '@beatpasal/shared/social-links';
import { USERNAME_MESSAGES } from '@beatpasal/shared/username';
import type { TMessageKey, TTranslate } from '../../../lib/i18n/translate';

/**
 * The validation texts of packages/shared, which the server sends and the forms' own checks
 * produce, paired with their i18n keys: English shows them verbatim, other languages translate.
 */
export const SHARED_MESSAGE_KEYS: readonly (readonly [string, TMessageKey])[] = [
  [ACCOUNT_MESSAGES.emailRequired, 'accounts.validation.emailRequired'],
  [ACCOUNT_MESSAGES.emailInvalid, 'accounts.validation.emailInvalid'],
  [ACCOUNT_MESSAGES.passwordRequired, 'accounts.validation.passwordRequired'],
  [ACCOUNT_MESSAGES.passwordTooShort, 'accounts.validation.passwordTooShort'],
  [ACCOUNT_MESSAGES.passwordTooLong, 'accounts.validation.passwordTooLong'],
  [ACCOUNT_MESSAGES.resetLinkInvalid, 'accounts.validation.resetLinkInvalid'],
  [ACCOUNT_MESSAGES.roleRequired, 'accounts.validation.roleRequired'],
  [USERNAME_MESSAGES.required, 'accounts.validation.usernameRequired'],
  [USERNAME_MESSAGES.taken, 'accounts.validation.usernameTaken'],
  [USERNAME_MESSAGES.tooShort, 'accounts.validation.usernameTooShort'],
  [USERNAME_MESSAGES.tooLong, 'accounts.validation.usernameTooLong'],
  [USERNAME_MESSAGES.characters, 'accounts.validation.usernameCharacters'],
  [USERNAME_MESSAGES.start, 'accounts.validation.usernameStart'],
  [USERNAME_MESSAGES.doubleDot, 'accounts.validation.usernameDoubleDot'],
  [USERNAME_MESSAGES.endDot, 'accounts.validation.usernameEndDot'],
  [USERNAME_MESSAGES.reserved, 'accounts.validation.usernameReserved'],
  [PROFILE_MESSAGES.fillAllFields, 'accounts.validation.fillAllFields'],
  [PHONE_INVALID, 'accounts.validation.phoneInvalid'],
  [PROFILE_MESSAGES.displayNameRequired, 'accounts.validation.displayNameRequired'],
  [PROFILE_MESSAGES.publicEmailInvalid, 'accounts.validation.publicEmailInvalid'],
  [PROFILE_MESSAGES.profilePictureRequired, 'accounts.validation.profilePictureRequired'],
  [PROFILE_MESSAGES.coverImageRequired, 'accounts.validation.coverImageRequired'],
  [PROFILE_MESSAGES.walletQrRequired, 'accounts.validation.walletQrRequired'],
  [SOCIAL_LINK_MESSAGES.scheme, 'accounts.validation.linkScheme'],
  [SOCIAL_LINK_MESSAGES.invalid, 'accounts.validation.linkInvalid'],
  [UPLOAD_MESSAGES.imageTooLarge, 'accounts.validation.imageTooLarge'],
  [WALLET_QR_MESSAGES.notReadable, 'accounts.validation.qrNotReadable'],
  [WALLET_QR_MESSAGES.imageRequired, 'accounts.validation.qrImageRequired'],
  [TEXT_MESSAGES.controlCharacters, 'accounts.validation.controlCharacters'],
  [TEXT_MESSAGES.nameCharacters, 'accounts.validation.nameCharacters'],
];

const KEY_OF = new Map(SHARED_MESSAGE_KEYS);

/** A shared message in the current language; any other server message as it came. */
export function localizeMessage(t: TTranslate, message: string): string;
export function localizeMessage(t: TTranslate, message: string | undefined): string | undefined;
export function localizeMessage(t: TTranslate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KEY_OF.get(message);
  return key ? t(key) : message;
}
