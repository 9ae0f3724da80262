/**
 * The contract says what the server does: each rule the server applies to a request is one a
 * plain JSON Schema 2020-12 validator of the contract applies too (no `format` assertions, which
 * the standard leaves optional), so a client or a fuzzer built from the contract is not surprised.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { API_SPEC_PATH, componentSchema } from '../../server/spec.ts';
import { operations } from './support/spec.ts';
import { DEMO, newMember, signIn, type Session } from './support/accounts.ts';
import { call, expectDocumented, expectError } from './support/http.ts';

/** A validator as the standard defines it: `format` is an annotation, not a rule. */
const ajv = new Ajv2020({ strict: false, validateFormats: false });
const accepts = (schemaName: string, value: unknown) =>
  ajv.validate({ ...componentSchema(schemaName), $id: undefined }, value);

let demo: Session;
beforeAll(async () => {
  demo = await signIn(DEMO.email, DEMO.password);
});

describe('e-mail addresses: one pattern in the contract, the server and the forms', () => {
  it.each(['v@io', 'a@b', 'name@school', 'a b@school.kr', 'x@-.k', '@school.kr'])(
    '%s is refused by the contract and by the server',
    async (email) => {
      expect(accepts('Email', email)).toBe(false);
      expectError(
        await call('sendRegistrationCode', { body: { email } }),
        400,
        'validation_failed',
      );
    },
  );

  it.each(['v@i.io', 'kim.minsu+orders@school.go.kr', 'A_1%x@sub-1.example.com'])(
    '%s is accepted by both',
    async (email) => {
      expect(accepts('Email', email)).toBe(true);
      expect((await call('sendRegistrationCode', { body: { email } })).status).not.toBe(400);
    },
  );
});

describe('copy an order: exactly one of cartCategoryId and newSelectionName', () => {
  it('the contract refuses both and neither, as the server does', async () => {
    const both = { cartCategoryId: 'public', newSelectionName: 'Copy' };
    expect(accepts('CopyOrderRequest', both)).toBe(false);
    expect(accepts('CopyOrderRequest', {})).toBe(false);
    expect(accepts('CopyOrderRequest', { cartCategoryId: 'public' })).toBe(true);
    expect(accepts('CopyOrderRequest', { newSelectionName: 'Copy' })).toBe(true);
    for (const body of [both, {}]) {
      expectError(
        await call('copyOrderToSelection', {
          token: demo.token,
          params: { id: 1 },
          body,
          headers: { 'idempotency-key': `copy-${crypto.randomUUID()}` },
        }),
        400,
        'validation_failed',
      );
    }
  });
});

describe('holdings: bookIds, orderId or both', () => {
  it('the contract refuses an empty request, as the server does', async () => {
    expect(accepts('BookHoldingsRequest', {})).toBe(false);
    expect(accepts('BookHoldingsRequest', { bookIds: [1] })).toBe(true);
    expect(accepts('BookHoldingsRequest', { orderId: 1 })).toBe(true);
    expect(accepts('BookHoldingsRequest', { bookIds: [1], orderId: 1 })).toBe(true);
    expectError(
      await call('getBookHoldings', { token: demo.token, body: {} }),
      400,
      'validation_failed',
    );
  });
});

describe('list lengths: the contract’s maxItems is the server’s limit', () => {
  it.each([
    ['IsbnResolveRequest', 'isbns'],
    ['AddRowsRequest', 'books'],
  ] as const)('%s.%s takes 1,000 and no more', (schemaName, field) => {
    const items = (componentSchema(schemaName).properties as Record<string, { maxItems: number }>)[
      field
    ];
    expect(items?.maxItems).toBe(1000);
  });

  it('holdings refuses 1,001 book ids in the contract and answers too_many_books', async () => {
    const bookIds = Array.from({ length: 1001 }, (_, index) => index + 1);
    expect(accepts('BookHoldingsRequest', { bookIds })).toBe(false);
    expect(accepts('BookHoldingsRequest', { bookIds: bookIds.slice(0, 1000) })).toBe(true);
    const error = expectError(
      await call('getBookHoldings', { token: demo.token, body: { bookIds } }),
      400,
      'too_many_books',
    );
    expect(error.message).toContain('1,000');
    expect(error.message).toContain('1,001');
  });
});

const sharedParameters = (
  parse(readFileSync(API_SPEC_PATH, 'utf8')) as {
    components: { parameters: Record<string, { name?: string; schema?: unknown }> };
  }
).components.parameters;

/** Every string schema a request can carry (bodies and parameters), by where it is. */
function requestStrings(): [where: string, schema: Record<string, unknown>][] {
  const found: [string, Record<string, unknown>][] = [];
  const walk = (node: unknown, where: string) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    if (schema.type === 'string' && !schema.enum && schema.format !== 'date') {
      if (schema.contentMediaType === undefined) found.push([where, schema]);
    }
    for (const [name, property] of Object.entries(
      (schema.properties ?? {}) as Record<string, unknown>,
    ))
      walk(property, `${where}.${name}`);
    if (schema.items) walk(schema.items, `${where}[]`);
  };
  const schemas = (name: string) => componentSchema(name);
  for (const info of operations.values()) {
    if (info.spec !== 'api') continue;
    const operation = info.operation as {
      parameters?: { $ref?: string; name?: string; schema?: unknown }[];
      requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
    };
    for (const media of Object.values(operation.requestBody?.content ?? {})) {
      const ref = media.schema.$ref?.split('/').pop();
      walk(ref ? schemas(ref) : media.schema, `${info.operationId} body`);
    }
    for (const listed of operation.parameters ?? []) {
      const parameter = listed.$ref
        ? (sharedParameters[listed.$ref.split('/').pop() ?? ''] ?? {})
        : listed;
      const ref = (parameter.schema as { $ref?: string } | undefined)?.$ref?.split('/').pop();
      walk(ref ? schemas(ref) : parameter.schema, `${info.operationId} ${parameter.name}`);
    }
  }
  return found;
}

describe('NUL characters: refused by the contract wherever a request carries text', () => {
  it('every text a request carries has a pattern that refuses NUL', () => {
    const texts = requestStrings();
    expect(texts.length).toBeGreaterThan(20);
    const allowingNul = texts
      .filter(([, schema]) => {
        const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
        return !pattern || pattern.test('a\u0000b');
      })
      .map(([where]) => where);
    expect(allowingNul).toEqual([]);
  });

  it('the server refuses NUL in a body text, as the contract does', async () => {
    const member = await newMember({ label: 'nul' });
    expectError(
      await call('createSelection', { token: member.token, body: { name: 'a\u0000b' } }),
      400,
      'validation_failed',
    );
    expectDocumented(
      await call('createSelection', { token: member.token, body: { name: 'a b' } }),
      201,
    );
  });
});
