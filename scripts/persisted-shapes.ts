import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/**
 * What the saved query cache must match to be restored: a hash of the shapes it holds, so an app
 * update keeps what the member opened (orders, an order's detail, the home's history) unless the
 * shape of what was saved changed. The cache holds the API's answers as they came (the contract's
 * schemas, words that describe them left out) and the selection drafts the app makes itself.
 */
const WORDS = new Set(['description', 'summary', 'example', 'examples', 'title']);

/** Raised by hand when a saved shape the app makes itself changes outside the files below. */
const OWN_SHAPES_REVISION = 1;

function withoutWords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutWords);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !WORDS.has(key))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, item]) => [key, withoutWords(item)]),
  );
}

const withoutComments = (source: string) =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s+/g, ' ')
    .trim();

/** A short hash of the saved shapes, read from the sources at build time. */
export function persistedShapesHash(root: URL): string {
  const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
  const contract = parse(read('openapi/api-v1.yaml')) as { components?: { schemas?: unknown } };
  return createHash('sha256')
    .update(JSON.stringify(withoutWords(contract.components?.schemas ?? {})))
    .update(withoutComments(read('src/features/selections/api/draft.ts')))
    .update(String(OWN_SHAPES_REVISION))
    .digest('hex')
    .slice(0, 12);
}
