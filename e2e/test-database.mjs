// A throw-away PostgreSQL database for one Playwright run, made on the server TEST_DATABASE_URL names.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function withAdmin(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(adminUrl) {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    // FORCE: a pool connection the server did not close must not keep the database alive.
    drop: () => withAdmin(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
