/** The contract files and self-contained copies of their component schemas. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const API_SPEC_PATH = fileURLToPath(new URL('../openapi/api-v1.yaml', import.meta.url));
export const SERVICES_SPEC_PATH = fileURLToPath(
  new URL('../openapi/services.yaml', import.meta.url),
);

type Json = unknown;

let apiSpec: { components: { schemas: Record<string, Json> } } | undefined;

function loadApiSpec() {
  apiSpec ??= parse(readFileSync(API_SPEC_PATH, 'utf8')) as typeof apiSpec & object;
  return apiSpec;
}

function inline(node: Json, schemas: Record<string, Json>): Json {
  if (Array.isArray(node)) return node.map((item) => inline(item, schemas));
  if (node !== null && typeof node === 'object') {
    const record = node as Record<string, Json>;
    const ref = record.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      return inline(schemas[ref.slice('#/components/schemas/'.length)], schemas);
    }
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, inline(value, schemas)]),
    );
  }
  return node;
}

/** A component schema of api-v1.yaml with every $ref inlined. */
export function componentSchema(name: string): Record<string, Json> {
  const { schemas } = loadApiSpec().components;
  if (!(name in schemas)) throw new Error(`No schema ${name} in the contract`);
  return inline(schemas[name], schemas) as Record<string, Json>;
}
