import { eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema/auth';
import { mailOutbox } from '../db/schema/infra';
import { DEMO_PASSWORD, demoEmail } from './demo-people';

/**
 * Signs up through better-auth, so the demo password works at the login form like any other,
 * then marks the e-mail verified. Returns the user id.
 */
export async function createVerifiedUser(ctx: AppContext, username: string, name: string): Promise<string> {
  const { user } = await ctx.auth.api.signUpEmail({
    body: { email: demoEmail(username), password: DEMO_PASSWORD, name },
  });
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user.id;
}

/** Sign-up queued a verification mail per demo address: nobody needs them, and with SMTP set they would bounce. */
export async function dropVerificationMails(ctx: AppContext, usernames: readonly string[]): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const dropped = await tx
      .delete(mailOutbox)
      .where(inArray(mailOutbox.to, usernames.map(demoEmail)))
      .returning({ id: mailOutbox.id });
    const ids = dropped.map((row) => row.id);
    if (ids.length > 0)
      await tx.execute(sql`delete from jobs where kind = 'mail.deliver' and (payload->>'outboxId')::bigint in ${ids}`);
  });
}
