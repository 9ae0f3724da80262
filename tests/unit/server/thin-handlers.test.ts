// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HANDLERS = fileURLToPath(new URL('../../../server/handlers/', import.meta.url));

/** A call of the database's own methods (also split over lines: `db\n  .prepare<…>(`). */
const DATABASE_CALL =
  /\.\s*(prepare|transaction|pragma|backup|serialize)\s*[<(]|\bdb\s*\.\s*exec\s*\(/;

describe('handlers are thin adapters', () => {
  const files = readdirSync(HANDLERS).filter((file) => file.endsWith('.ts'));

  it.each(files)('server/handlers/%s calls no database method of its own', (file) => {
    const text = readFileSync(join(HANDLERS, file), 'utf8');
    const calls = text.split('\n').filter((line) => DATABASE_CALL.test(line));
    expect(calls).toEqual([]);
    expect(text).not.toMatch(/from 'better-sqlite3'/);
  });

  it('sees a call it must refuse', () => {
    expect(DATABASE_CALL.test("db.prepare('SELECT 1')")).toBe(true);
    expect(DATABASE_CALL.test('  .prepare<[number], Row>(')).toBe(true);
    expect(DATABASE_CALL.test('ctx.db.transaction(() => {')).toBe(true);
    expect(DATABASE_CALL.test('/boundary=/i.exec(header)')).toBe(false);
  });
});

/** The first line of an operation's handler, whatever its parameters (`(request`, `(_request`, `()`). */
const HANDLER_OPENING = /^(\s*)async \w+\(/;

describe('handler functions stay short', () => {
  it('sees every handler, with or without a request parameter', () => {
    for (const line of [
      '    async listOrders(request) {',
      '    async getCategoryTree() {',
      '    async ping(_request, reply) {',
    ])
      expect(HANDLER_OPENING.test(line)).toBe(true);
    expect(HANDLER_OPENING.test('  const check = async (request) => {')).toBe(false);
  });

  it('finds one handler for each operation of the contracts, so none escapes the length check', () => {
    const operations = ['api-v1.yaml', 'services.yaml']
      .map((file) => readFileSync(new URL(`../../../openapi/${file}`, import.meta.url), 'utf8'))
      .flatMap((text) => text.match(/^\s+operationId:/gm) ?? []);
    const openings = readdirSync(HANDLERS)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => readFileSync(join(HANDLERS, file), 'utf8').split('\n'))
      .filter((line) => HANDLER_OPENING.test(line));
    expect(operations.length).toBeGreaterThan(0);
    expect(openings).toHaveLength(operations.length);
  });

  it('no operation of server/handlers is longer than 40 lines', () => {
    const long = readdirSync(HANDLERS)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => {
        const lines = readFileSync(join(HANDLERS, file), 'utf8').split('\n');
        return lines.flatMap((line, start) => {
          const opening = HANDLER_OPENING.exec(line);
          if (!opening) return [];
          const indent = opening[1]!;
          const end = lines.findIndex(
            (other, index) => index > start && other.startsWith(`${indent}}`),
          );
          return end - start + 1 > 40 ? [`${file}:${start + 1}`] : [];
        });
      });
    expect(long).toEqual([]);
  });
});
