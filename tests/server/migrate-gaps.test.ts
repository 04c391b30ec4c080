/**
 * Helpers number their migrations in ranges of their own (HELPERS.md), so the runner sees gaps
 * (006, 009, 012 …) and, after a merge, a lower number arriving after a higher one was applied.
 * Both must work: every file not yet applied runs, in name order, once.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPgliteDb, type Db } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';

let db: Db;
beforeAll(async () => {
  db = await createPgliteDb();
});
afterAll(() => db?.close());

const m = (name: string, table: string) => ({ name, sql: `CREATE TABLE ${table} (id int)` });

it('applies numbered files with gaps, and a lower number merged in later, each once', async () => {
  expect(await migrate(db, [m('001_a.sql', 'a'), m('009_c.sql', 'c')])).toEqual(['001_a.sql', '009_c.sql']);
  // 006 lands after 009 ran (another branch merged later), 012 is new.
  expect(await migrate(db, [m('001_a.sql', 'a'), m('006_b.sql', 'b'), m('009_c.sql', 'c'), m('012_d.sql', 'd')])).toEqual([
    '006_b.sql',
    '012_d.sql',
  ]);
  expect(await migrate(db, [m('001_a.sql', 'a'), m('006_b.sql', 'b'), m('009_c.sql', 'c'), m('012_d.sql', 'd')])).toEqual([]);
  const tables = await db.query<{ t: string }>("SELECT tablename AS t FROM pg_tables WHERE tablename IN ('a','b','c','d') ORDER BY 1");
  expect(tables.map((r) => r.t)).toEqual(['a', 'b', 'c', 'd']);
});
