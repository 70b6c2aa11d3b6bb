import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles } from '../../src/db/schema/index';
import { COMMAND_LINE_ACTOR } from '../../src/services/admin/admin-actor';
import { grantAdmin } from '../../src/services/admin/grant-admin';
import { revokeAdmin } from '../../src/services/admin/revoke-admin';
import { claimUsername, createBuyer, sameOrigin, signUpAndVerify } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LISTED = 'listed-admin@example.com';

describe('making and unmaking administrators', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: `Other@example.com, ${LISTED.toUpperCase()}` } });
  });
  afterAll(() => t.close());

  const roleOf = async (userId: string) =>
    (await t.ctx.database.db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId)))[0]?.role ??
    null;
  const auditOf = (userId: string) => t.ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, userId));
  const meAs = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
  const auditPage = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie } });

  it('grants an account without a role (in any letter case), opens the admin API to it and logs it once', async () => {
    const person = await signUpAndVerify(t);
    expect((await auditPage(person.cookie)).statusCode).toBe(404);
    expect(await grantAdmin(t.ctx.database.db, COMMAND_LINE_ACTOR, person.email.toUpperCase())).toBe('changed');
    expect(await grantAdmin(t.ctx.database.db, COMMAND_LINE_ACTOR, person.email)).toBe('unchanged');
    expect(await roleOf(person.userId)).toBe('admin');
    expect((await meAs(person.cookie)).json().routingState).toBe('admin');
    expect((await auditPage(person.cookie)).statusCode).toBe(200);
    const entries = await auditOf(person.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'admin.grant',
      actorId: null,
      actorEmail: 'command line',
      before: { role: null },
      after: { role: 'admin' },
    });
  });

  it('revokes: the account has no role again and the admin API answers 404', async () => {
    const person = await signUpAndVerify(t);
    await grantAdmin(t.ctx.database.db, COMMAND_LINE_ACTOR, person.email);
    expect(await revokeAdmin(t.ctx.database.db, COMMAND_LINE_ACTOR, person.email)).toBe('changed');
    expect(await revokeAdmin(t.ctx.database.db, COMMAND_LINE_ACTOR, person.email)).toBe('unchanged');
    expect(await roleOf(person.userId)).toBeNull();
    expect((await meAs(person.cookie)).json().routingState).toBe('needs_username');
    expect((await auditPage(person.cookie)).statusCode).toBe(404);
    expect((await auditOf(person.userId)).map((entry) => entry.action).sort()).toEqual(['admin.grant', 'admin.revoke']);
  });

  it('refuses an unknown address and an artist or buyer account (one e-mail is one role), changing nothing', async () => {
    await expect(grantAdmin(t.ctx.database.db, COMMAND_LINE_ACTOR, 'nobody@example.com')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      userMessage: {
        key: 'admin.noAccountToGrant',
        text: 'No account uses nobody@example.com. The person signs up first.',
      },
    });
    const buyer = await createBuyer(t);
    await expect(grantAdmin(t.ctx.database.db, COMMAND_LINE_ACTOR, buyer.email)).rejects.toMatchObject({
      code: 'CONFLICT',
      userMessage: {
        key: 'admin.oneRolePerEmail',
        text: `${buyer.email} is a buyer account. One e-mail is one role: an administrator signs up with an address of their own.`,
      },
    });
    expect(await roleOf(buyer.userId)).toBe('buyer');
    expect(await auditOf(buyer.userId)).toHaveLength(0);
  });

  it('makes an address listed in ADMIN_EMAILS an administrator at its first visit', async () => {
    const person = await signUpAndVerify(t, { email: LISTED });
    expect((await meAs(person.cookie)).json().routingState).toBe('admin');
    expect((await auditPage(person.cookie)).statusCode).toBe(200);
    expect(await auditOf(person.userId)).toMatchObject([{ action: 'admin.grant', actorEmail: 'ADMIN_EMAILS' }]);
  });

  it('refuses the admin role at sign-up, server side', async () => {
    const person = await signUpAndVerify(t);
    const res = await claimUsername(t, person.cookie, 'want_admin', 'admin' as 'buyer');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fieldErrors.role).toBe('Choose a role: Artist or Buyer.');
    expect(await roleOf(person.userId)).toBeNull();
    const again = await t.app.inject({ method: 'GET', url: '/api/me', headers: sameOrigin(t, person.cookie) });
    expect(again.json().routingState).toBe('needs_username');
  });
});
