/** Page-visit statistics. */
import type { Db } from './db/index.ts';
import { nowIso } from './lib/util.ts';

/** The most page visits kept of one member in 24 hours. */
export const VISITS_PER_DAY = 5000;
const VISIT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Records a visit. Statistics, not a store: beyond what a person can click in a day, visits are
 * not kept.
 */
export function recordVisit(db: Db, memberId: string, pageName: string, url: string): void {
  const since = new Date(Date.now() - VISIT_WINDOW_MS).toISOString();
  db.prepare(
    `INSERT INTO page_visits (member_id, page_name, url, created_at)
     SELECT ?, ?, ?, ? WHERE (SELECT count(*) FROM page_visits
                              WHERE member_id = ? AND created_at > ?) < ?`,
  ).run(memberId, pageName, url, nowIso(), memberId, since, VISITS_PER_DAY);
}
