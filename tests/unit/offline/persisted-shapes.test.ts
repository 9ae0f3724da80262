import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { persistedShapesHash } from '../../../scripts/persisted-shapes';

/**
 * The saved query cache's buster: an app update keeps what the member opened unless the shape of
 * what was saved changed.
 */
const CONTRACT = `
openapi: 3.1.0
components:
  schemas:
    OrderSummary:
      type: object
      description: The four counts of the home.
      properties:
        orderNumber: { type: integer, description: Orders placed. }
`;
const DRAFT = `/** A draft. */\nexport interface SelectionDraft { rows: Record<string, unknown> }\n`;

function project(contract: string, draft = DRAFT): URL {
  const root = mkdtempSync(join(tmpdir(), 'shapes-'));
  mkdirSync(join(root, 'openapi'));
  mkdirSync(join(root, 'src/features/selections/api'), { recursive: true });
  writeFileSync(join(root, 'openapi/api-v1.yaml'), contract);
  writeFileSync(join(root, 'src/features/selections/api/draft.ts'), draft);
  return pathToFileURL(`${root}/`);
}

describe('the persisted shapes hash', () => {
  it('stays the same across a release that changes no saved shape (words only)', () => {
    const before = persistedShapesHash(project(CONTRACT));
    const reworded = CONTRACT.replace('Orders placed.', 'How many orders were placed.').replace(
      'The four counts of the home.',
      'The home page counts.',
    );
    expect(persistedShapesHash(project(reworded))).toBe(before);
    expect(persistedShapesHash(project(CONTRACT, `// reworded\n${DRAFT}`))).toBe(before);
  });

  it('changes when a saved answer or a draft changes shape', () => {
    const before = persistedShapesHash(project(CONTRACT));
    const renamed = CONTRACT.replace('orderNumber:', 'ordersPlaced:');
    expect(persistedShapesHash(project(renamed))).not.toBe(before);
    const draft = DRAFT.replace('rows', 'changes');
    expect(persistedShapesHash(project(CONTRACT, draft))).not.toBe(before);
  });

  it('carries no app version', () => {
    const source = readFileSync(join(process.cwd(), 'src/offline/persist.ts'), 'utf8');
    expect(source).not.toMatch(/buster:\s*config\.appVersion/);
  });
});
