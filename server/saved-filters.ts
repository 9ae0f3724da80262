/** A member's saved filters: named criteria of a catalogue tab, unique by name within the tab. */
import type { components } from '../src/api/schema.gen.ts';
import { emptyCriteria, type Catalogue, type Criteria } from './catalogue.ts';
import type { Db } from './db/index.ts';
import { badRequest, conflict, notFound } from './errors.ts';
import { nameKey } from '../src/rules/names.ts';
import { nowIso } from './lib/util.ts';

type Filter = components['schemas']['Filter'];
type FilterSaveRequest = components['schemas']['FilterSaveRequest'];

interface FilterRow {
  id: number;
  tab_id: number;
  name: string;
  criteria: string;
}

/** A list's values trimmed, without blanks or repeats. */
export const cleanValues = (values: readonly string[] | undefined): string[] => [
  ...new Set((values ?? []).map((value) => value.trim()).filter((value) => value !== '')),
];

function parseCriteria(json: string): Criteria {
  const value = JSON.parse(json) as Partial<Criteria>;
  return { ...emptyCriteria(), ...value };
}

function filterView(row: FilterRow): Filter {
  const criteria = parseCriteria(row.criteria);
  const named = (values: string[]) => values.map((name) => ({ name }));
  return {
    filterId: row.id,
    filterName: row.name,
    categories: criteria.categories,
    publishers: named(criteria.publishers),
    authors: named(criteria.authors),
    keywords: named(criteria.keywords),
    titles: named(criteria.titles),
  };
}

function memberFilter(db: Db, memberId: string, filterId: number): FilterRow {
  const row = db
    .prepare<[number, string], FilterRow>(
      'SELECT id, tab_id, name, criteria FROM saved_filters WHERE id = ? AND member_id = ?',
    )
    .get(filterId, memberId);
  if (!row) throw notFound(`No saved filter with id ${filterId}.`);
  return row;
}

const readFilter = (db: Db, id: number): Filter =>
  filterView(
    db
      .prepare<[number], FilterRow>(
        'SELECT id, tab_id, name, criteria FROM saved_filters WHERE id = ?',
      )
      .get(id) as FilterRow,
  );

/** The criteria of one of the member's filters, or 404. */
export const filterCriteria = (db: Db, memberId: string, filterId: number): Criteria =>
  parseCriteria(memberFilter(db, memberId, filterId).criteria);

/** The member's filters by tab id, each tab's in the order they were saved. */
export function filtersByTab(db: Db, memberId: string): Map<number, Filter[]> {
  const byTab = new Map<number, Filter[]>();
  const rows = db
    .prepare<[string], FilterRow>(
      'SELECT id, tab_id, name, criteria FROM saved_filters WHERE member_id = ? ORDER BY id',
    )
    .all(memberId);
  for (const row of rows)
    byTab.set(row.tab_id, [...(byTab.get(row.tab_id) ?? []), filterView(row)]);
  return byTab;
}

function checkFilter(
  db: Db,
  catalogue: Catalogue,
  memberId: string,
  body: FilterSaveRequest,
  except?: number,
) {
  const name = body.name.trim();
  if (name === '') throw badRequest('validation_failed', 'body/name must not be blank');
  if (!catalogue.hasTab(body.tabId)) throw notFound(`No tab with id ${body.tabId}.`);
  const unknown = body.categories.filter((id) => !catalogue.hasCategory(id));
  // A well-formed id naming nothing is not found, as for the tab.
  if (unknown.length > 0) throw notFound(`No category with id ${unknown.join(', ')}.`);
  const duplicate = db
    .prepare<[string, number, string, number], { id: number }>(
      'SELECT id FROM saved_filters WHERE member_id = ? AND tab_id = ? AND name_key = ? AND id != ?',
    )
    .get(memberId, body.tabId, nameKey(name), except ?? -1);
  if (duplicate)
    throw conflict('duplicate_name', `A filter named "${name}" already exists in this tab.`);
  const criteria: Criteria = {
    categories: [...new Set(body.categories)],
    publishers: cleanValues(body.publisher),
    authors: cleanValues(body.author),
    keywords: cleanValues(body.keywords),
    titles: cleanValues(body.titles),
  };
  return { name, criteria: JSON.stringify(criteria) };
}

export function createFilter(
  db: Db,
  catalogue: Catalogue,
  memberId: string,
  body: FilterSaveRequest,
): Filter {
  const { name, criteria } = checkFilter(db, catalogue, memberId, body);
  const result = db
    .prepare(
      'INSERT INTO saved_filters (member_id, tab_id, name, name_key, criteria, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .run(memberId, body.tabId, name, nameKey(name), criteria, nowIso());
  return readFilter(db, Number(result.lastInsertRowid));
}

export function updateFilter(
  db: Db,
  catalogue: Catalogue,
  memberId: string,
  filterId: number,
  body: FilterSaveRequest,
): Filter {
  const existing = memberFilter(db, memberId, filterId);
  const { name, criteria } = checkFilter(db, catalogue, memberId, body, existing.id);
  db.prepare(
    'UPDATE saved_filters SET tab_id = ?, name = ?, name_key = ?, criteria = ? WHERE id = ?',
  ).run(body.tabId, name, nameKey(name), criteria, existing.id);
  return readFilter(db, existing.id);
}

export function deleteFilter(db: Db, memberId: string, filterId: number): void {
  const existing = memberFilter(db, memberId, filterId);
  db.prepare('DELETE FROM saved_filters WHERE id = ?').run(existing.id);
}
