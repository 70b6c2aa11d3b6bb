import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@beatpasal/shared/schemas/admin';
import { auditLog } from '../../src/db/schema/index';
import { COMMAND_LINE_ACTOR } from '../../src/services/admin/admin-actor';
import { recordAudit } from '../../src/services/admin/record-audit';
import { createAdmin, sameOrigin, type TestUser } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the audit log', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    const entry = (i: number) => ({
      action: i % 2 === 0 ? 'track.hide' : 'track.restore',
      targetType: 'track' as const,
      targetId: `track-${i % 3}`,
      before: { isHidden: i % 2 === 1 },
      after: { isHidden: i % 2 === 0 },
    });
    await t.ctx.database.db.transaction(async (tx) => {
      for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i += 1) await recordAudit(tx, COMMAND_LINE_ACTOR, entry(i));
    });
  });
  afterAll(() => t.close());

  const read = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie: admin.cookie } });

  it('pages newest first by id and filters by action and target', async () => {
    const first = (await read()).json();
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    const ids = first.entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await read(`?before=${first.nextBefore}`)).json();
    expect(second.entries).toHaveLength(5);
    expect(second.nextBefore).toBeNull();
    expect(Math.max(...second.entries.map((entry: { id: number }) => entry.id))).toBeLessThan(Math.min(...ids));

    const hides = (await read('?action=track.hide&targetType=track&targetId=track-0')).json().entries;
    expect(hides.length).toBeGreaterThan(0);
    expect(
      hides.every(
        (entry: { action: string; targetId: string }) => entry.action === 'track.hide' && entry.targetId === 'track-0',
      ),
    ).toBe(true);
  });

  it('answers a bad filter with a 400 that says what is wrong', async () => {
    const res = await read('?targetType=planet');
    expect(res.statusCode).toBe(400);
    expect((await read('?before=-3')).statusCode).toBe(400);
  });

  it('has no route that changes or deletes an entry', async () => {
    const [row] = await t.ctx.database.db.select({ id: auditLog.id }).from(auditLog).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${row!.id}`]) {
        const res = await t.app.inject({
          method,
          url,
          headers: sameOrigin(t, admin.cookie),
          payload: { reason: 'edited' },
        });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const { db } = t.ctx.database;
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(auditLog))[0]!.n;
    const before = await count();
    await expect(db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await count()).toBe(before);
    const [rewritten] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`reason = 'rewritten'`);
    expect(rewritten!.n).toBe(0);
  });
});
