/**
 * "Nothing changed in the database", checked over every table rather than the few a test thinks of.
 * Each row is compared with its xmin (PostgreSQL's row version), so even an UPDATE that writes the
 * same values counts as a change.
 */
import type { Db } from '@/server/db/client';

export async function tableNames(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  if (rows.length === 0) throw new Error('no tables found in the current schema');
  return rows.map((r) => r.name);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every row of every table as text (`xmin|row`), sorted: a readable diff when something changed. */
export async function snapshot(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  // rate_limits is written by every attempt, refusals included, by design (decision 0033).
  for (const table of (await tableNames(db)).filter((t) => t !== 'rate_limits')) {
    const rows = await db.query<{ r: string }>(`SELECT t.xmin::text || '|' || t::text AS r FROM ${quoted(table)} t ORDER BY 1`);
    out[table] = rows.map((x) => x.r);
  }
  return out;
}

/**
 * One query that digests every table (one md5 per table): cheap enough to take around each of
 * thousands of fuzzed requests, and it names the table that changed.
 */
export function fingerprinter(db: Db, tables: string[]): () => Promise<Record<string, string>> {
  const columns = tables.map(
    (t) =>
      `(SELECT md5(coalesce(string_agg(x.xmin::text || '|' || x::text, ',' ORDER BY x::text), '')) FROM ${quoted(t)} x) AS ${quoted(t)}`,
  );
  const sql = `SELECT ${columns.join(', ')}`;
  return async () => (await db.query<Record<string, string>>(sql))[0]!;
}
