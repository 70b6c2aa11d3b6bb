import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../src/db/client';
import { MIGRATIONS_FOLDER } from '../../src/db/migrate';

/**
 * Migration 0016 moves the conversation reports of 0009 into the one reports queue, snapshot and
 * all. Its SQL is the same on both databases, so the PostgreSQL run skips this second migration pass.
 */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('migration 0016', () => {
  const before = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  afterAll(() => rmSync(before, { recursive: true, force: true }));

  it('copies every conversation report into reports, keeping its messages and whether it was handled', async () => {
    cpSync(MIGRATIONS_FOLDER, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
    journal.entries = journal.entries.filter((entry) => entry.tag < '0016');
    writeFileSync(journalFile, JSON.stringify(journal));

    const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: before });
    await client.exec(`
      insert into users (id, email) values ('b', 'b@example.com'), ('a', 'a@example.com');
      insert into profiles (id, username, role) values ('b', 'buyer1', 'buyer'), ('a', 'artist1', 'artist');
      insert into conversations (id, buyer_id, artist_id) values ('00000000-0000-4000-8000-000000000001', 'b', 'a');
      insert into conversation_reports (conversation_id, reporter_id, other_user_id, reason, details, messages, handled_at) values
        ('00000000-0000-4000-8000-000000000001', 'b', 'a', 'scam', 'Fake QR', '[{"id":"m1","senderId":"a","body":"Pay here","offerId":null,"createdAt":"2026-01-01T00:00:00.000Z"}]', null),
        ('00000000-0000-4000-8000-000000000001', 'a', 'b', 'spam', '', '[]', now());
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const { rows } = await client.query<Record<string, unknown>>(
      `select reporter_id, target_type, target_id, subject_user_id, reason, details, snapshot, status from reports order by reporter_id desc`,
    );
    expect(rows).toEqual([
      {
        reporter_id: 'b',
        target_type: 'conversation',
        target_id: '00000000-0000-4000-8000-000000000001',
        subject_user_id: 'a',
        reason: 'scam',
        details: 'Fake QR',
        snapshot: [{ id: 'm1', senderId: 'a', body: 'Pay here', offerId: null, createdAt: '2026-01-01T00:00:00.000Z' }],
        status: 'open',
      },
      expect.objectContaining({ reporter_id: 'a', subject_user_id: 'b', status: 'dismissed' }),
    ]);
    const { rows: tables } = await client.query(
      `select 1 from information_schema.tables where table_name = 'conversation_reports'`,
    );
    expect(tables).toEqual([]);
    await client.close();
  }, 120_000);
});
