/**
 * Writes the table of server settings in docs/operations.md (between its `settings` markers)
 * from the schema in server/env.ts. `--check` only compares.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { settingsTable } from '../server/env.ts';

export const SETTINGS_DOC = 'docs/operations.md';
const START = '<!-- settings:start (npm run gen:settings) -->';
const END = '<!-- settings:end -->';

/** The document with its settings table as the schema says. */
export function withSettingsTable(document: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${SETTINGS_DOC} has no settings markers`);
  return `${document.slice(0, start + START.length)}\n${settingsTable()}\n${document.slice(end)}`;
}

if (process.argv[1]?.endsWith('gen-settings.ts')) {
  const document = readFileSync(SETTINGS_DOC, 'utf8');
  const updated = withSettingsTable(document);
  if (process.argv.includes('--check')) {
    if (updated !== document) {
      console.error(`${SETTINGS_DOC}: the settings table is stale; run npm run gen:settings`);
      process.exit(1);
    }
  } else writeFileSync(SETTINGS_DOC, updated);
}
