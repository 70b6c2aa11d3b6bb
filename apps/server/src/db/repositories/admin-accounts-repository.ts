import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { users } from '../schema/auth';
import { profiles } from '../schema/profiles';

export interface TAccountRole {
  userId: string;
  email: string;
  emailVerified: boolean;
  role: 'artist' | 'buyer' | 'admin' | null;
  username: string | null;
}

/** An account by e-mail in any case, with its profile's role, the profile row locked when there is one. */
export async function findAccountByEmail(q: Queryable, email: string): Promise<TAccountRole | null> {
  const [row] = await q
    .select({
      userId: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      role: profiles.role,
      username: profiles.username,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update', { of: users });
  return row ?? null;
}

/** Makes or unmakes an admin; a profile row is created for an account that has none yet. */
export async function setAdminRole(q: Queryable, userId: string, isAdmin: boolean): Promise<void> {
  const role = isAdmin ? ('admin' as const) : null;
  await q
    .insert(profiles)
    .values({ id: userId, role })
    .onConflictDoUpdate({ target: profiles.id, set: { role, updatedAt: sql`now()` } });
}
