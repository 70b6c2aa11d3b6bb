import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
const database = await openDatabase({ dataDir: 'memory://' });
await database.migrate();
const texts = ['night drive dj ramesh artist_abcd1234 808 dark night drive dj ramesh artistabcd1234 808 dark', 'kathmandu drill sita beats artist_x uk drill'];
for (const q of ['nigt drve', 'nigt', 'drve', 'ramesh', 'uk dril', 'sita beats', 'trp']) {
  const r = await database.db.execute(sql`select ${q} as q, word_similarity(${q}, ${texts[0]}) as a, word_similarity(${q}, ${texts[1]}) as b, strict_word_similarity(${q}, ${texts[0]}) as sa`);
  console.log(r.rows[0]);
}
await database.close();
