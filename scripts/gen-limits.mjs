/**
 * Writes src/api/limits.gen.ts: the length limits, bounds and patterns that the contract's
 * component schemas state, so the portal's forms check what the server's schema validation
 * checks without a hand-kept copy. `--check` only compares (npm run check:api).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const SOURCE = 'openapi/api-v1.yaml';
const TARGET = 'src/api/limits.gen.ts';
const KEYS = ['minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'maxItems'];

const schemas = parse(readFileSync(SOURCE, 'utf8')).components.schemas;

/** The constraints a schema states itself, or those of the scalar schema its $ref names. */
function constraintsOf(schema) {
  const own = schema.$ref ? schemas[schema.$ref.split('/').pop()] : schema;
  const found = KEYS.filter((key) => own?.[key] !== undefined).map((key) => [key, own[key]]);
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

const literal = (value) => JSON.stringify(value, null, 2).replace(/"(\w+)":/g, '$1:');

const blocks = Object.entries(schemas).flatMap(([name, schema]) => {
  if (schema.properties) {
    const fields = Object.entries(schema.properties).flatMap(([field, property]) => {
      const constraints = constraintsOf(property);
      return constraints ? [[field, constraints]] : [];
    });
    if (fields.length === 0) return [];
    return [`export const ${name} = ${literal(Object.fromEntries(fields))} as const;`];
  }
  const constraints = constraintsOf(schema);
  return constraints ? [`export const ${name} = ${literal(constraints)} as const;`] : [];
});

const text = `// Generated from ${SOURCE} by scripts/gen-limits.mjs (npm run gen:api): do not edit.
// Each export is a component schema's constraints (an object's: per property); patterns are
// the schema's regular expressions as source text.

${blocks.join('\n\n')}
`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(TARGET, 'utf8');
  } catch {
    // Missing counts as stale.
  }
  if (current !== text) {
    console.error(`${TARGET} is not what ${SOURCE} generates: run npm run gen:api.`);
    process.exit(1);
  }
} else {
  writeFileSync(TARGET, text);
}
