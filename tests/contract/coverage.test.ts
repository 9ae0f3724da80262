/** Every operation of both contracts has tests (a describeOperation block in some test file). */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { documentedResponse, operations } from './support/spec.ts';

const dir = fileURLToPath(new URL('.', import.meta.url));

describe('contract coverage', () => {
  it('has tests for every path and method of api-v1.yaml and services.yaml', () => {
    const covered = new Set<string>();
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.test.ts'))) {
      const source = readFileSync(`${dir}${file}`, 'utf8');
      for (const match of source.matchAll(/describeOperation\(\s*'(\w+)'/g))
        covered.add(match[1] as string);
    }
    const missing = [...operations.values()]
      .filter((op) => !covered.has(op.operationId))
      .map((op) => `${op.operationId} (${op.method} ${op.path})`);
    expect(missing).toEqual([]);
    expect(operations.size).toBeGreaterThanOrEqual(50);
  });

  it('validates answers for real: a body that breaks the schema is rejected', () => {
    const validate = documentedResponse('getMe', 200)?.validate;
    expect(validate?.({ name: 'x' })).toBe(false);
    expect(
      validate?.({
        name: 'x',
        email: 'not-an-email',
        phoneNumber: '1',
        department: 'd',
        address: 'a',
      }),
    ).toBe(false);
    expect(
      validate?.({ name: 'x', email: 'a@b.test', phoneNumber: '1', department: 'd', address: 'a' }),
    ).toBe(true);
    const error = documentedResponse('login', 401)?.validate;
    expect(error?.({ statusCode: 401, errorCode: 'x' })).toBe(false);
  });
});
