import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { AppContext } from '../../context';
import { setProfileLanguage } from '../../db/repositories/profiles-repository';

/** Keeps the account's language for its other devices and for the e-mails it receives. */
export async function setLanguage(
  ctx: AppContext,
  input: { userId: string; language: TLanguage },
): Promise<{ language: TLanguage }> {
  await setProfileLanguage(ctx.database.db, { id: input.userId, language: input.language });
  return { language: input.language };
}
