import type { TContactCategory } from '@beatpasal/shared/schemas/contact';

/** Every input of the form, named as the server's multipart fields (and its field errors). */
export const CONTACT_FIELDS = ['name', 'username', 'phone', 'category', 'message', 'screenshot'] as const;
export type TContactField = (typeof CONTACT_FIELDS)[number];

export type TContactErrors = Partial<Record<TContactField, string>>;

/** What the person typed; the category is empty until one is chosen. */
export interface TContactValues {
  name: string;
  username: string;
  phone: string;
  category: TContactCategory | '';
  message: string;
}

export type TContactTextField = keyof TContactValues;

export const EMPTY_CONTACT_VALUES: TContactValues = { name: '', username: '', phone: '', category: '', message: '' };
