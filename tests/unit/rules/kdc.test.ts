// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { KDC_CLASSES, kdcClassLabel } from '@/rules/kdc';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The source files of both tiers, generated ones left out. */
const sources = ['src', 'server'].flatMap((dir) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.gen.ts'))
    .map((file) => relative(ROOT, join(ROOT, dir, file))),
);

describe('the KDC main classes', () => {
  it('are listed in src/rules/kdc.ts alone, for the page and the workbook', () => {
    // 총류 (class 0, generalities) names no catalogue category: only a list of the classes has it.
    const listing = sources.filter((file) =>
      readFileSync(join(ROOT, file), 'utf8').includes("'총류'"),
    );
    expect(listing).toEqual(['src/rules/kdc.ts']);
  });

  it('are ten, labelled by number and name', () => {
    expect(KDC_CLASSES).toHaveLength(10);
    expect(kdcClassLabel(8)).toBe('8 문학');
    expect(kdcClassLabel(12)).toBe('12');
  });
});
