/**
 * A fuzz run over every operation of openapi/api-v1.yaml: requests generated from the contract's
 * own schemas (valid ones, and ones broken one way at a time), with and without a sign-in. Every
 * answer must be below 500, a status the operation declares (or one the contract's conventions
 * allow any operation), and, when the contract describes its body, a body that matches it.
 * A valid request the server refuses as invalid (`400 validation_failed`) is a finding too: the
 * contract would accept what the server does not. Deterministic (a fixed seed) and bounded
 * (CASES_PER_OPERATION requests an operation). FUZZ_STATS=1 prints the statuses seen.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_SPEC_PATH } from '../../server/spec.ts';
import { mulberry32 } from '../support/random.ts';
import { newMember, signIn, type Session } from './support/accounts.ts';
import { baseUrl, toReply, type ErrorBody, type Reply } from './support/http.ts';
import { documentedResponse, operations, type OperationInfo } from './support/spec.ts';

const SEED = 20_261_126;
const CASES_PER_OPERATION = 24;

type Schema = Record<string, unknown>;
const spec = parse(readFileSync(API_SPEC_PATH, 'utf8')) as Schema;

/** A $ref of the contract, followed. */
function deref<T = Schema>(node: unknown): T {
  let current = node as Schema;
  for (let hops = 0; typeof current?.$ref === 'string' && hops < 20; hops += 1) {
    const path = (current.$ref as string).slice(2).split('/');
    current = path.reduce<Schema>((at, key) => at[key] as Schema, spec);
  }
  return current as T;
}

/** A seeded generator with the picks the fuzzing makes. */
function random(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
type Random = ReturnType<typeof random>;

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const TEXT = `${LETTERS}${DIGITS}  .,-_/'"<>&%#?!()[]{}도서관책목록가나다😀é`;
const chars = (rng: Random, alphabet: string, length: number) =>
  Array.from({ length }, () => rng.pick([...alphabet])).join('');

/** Values for the contract's patterns; a new pattern must be added here (the test says so). */
const PATTERNS: Record<string, (rng: Random, schema: Schema) => string> = {
  '^[^\\u0000]*$': (rng, schema) => text(rng, schema),
  '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$': (rng, schema) => {
    const value = text(rng, schema).trim();
    return value === '' ? 'x' : value;
  },
  '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$': (rng) =>
    `${chars(rng, `${LETTERS}${DIGITS}._%+-`, rng.int(1, 12))}@${chars(rng, LETTERS, rng.int(1, 8))}.${chars(rng, LETTERS, rng.int(2, 4))}`,
  '^\\d{6}$': (rng) => chars(rng, DIGITS, 6),
  // Ten digits, mostly with a wrong check digit (400 registration_number_invalid), or none.
  '^(\\d{10})?$': (rng) => (rng.chance(0.2) ? '' : chars(rng, DIGITS, 10)),
  '^([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,})?$': (rng) =>
    rng.chance(0.2)
      ? ''
      : `${chars(rng, `${LETTERS}${DIGITS}._%+-`, rng.int(1, 12))}@${chars(rng, LETTERS, rng.int(1, 8))}.${chars(rng, LETTERS, rng.int(2, 4))}`,
  '^\\d{1,30}$': (rng) => chars(rng, DIGITS, rng.int(1, 12)),
  '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[@$!%*#?&])[A-Za-z\\d@$!%*#?&]{8,12}$': (rng) =>
    `${rng.pick([...LETTERS])}${rng.pick([...DIGITS])}${rng.pick([...'@$!%*#?&'])}${chars(rng, `${LETTERS}${DIGITS}@$!%*#?&`, rng.int(5, 9))}`,
  '^(public|[0-9]{1,10})$': (rng) =>
    rng.chance(0.4) ? 'public' : String(rng.pick([1, 2, 3, rng.int(1, 9_999_999_999)])),
  '^[A-Za-z0-9_-]+$': (rng) => chars(rng, `${LETTERS}${DIGITS}_-`, rng.int(8, 40)),
  '^[A-Za-z0-9_-]{16,64}$': (rng) => chars(rng, `${LETTERS}${DIGITS}_-`, rng.int(16, 64)),
  '^[A-Za-z0-9_-]{22,64}$': (rng) => chars(rng, `${LETTERS}${DIGITS}_-`, rng.int(22, 64)),
};

function text(rng: Random, schema: Schema): string {
  const min = Number(schema.minLength ?? 0);
  const max = Math.min(Number(schema.maxLength ?? 60), Math.max(min, 60));
  const length = rng.chance(0.1) ? max : rng.int(min, Math.max(min, Math.min(max, 24)));
  return chars(rng, TEXT, length).slice(0, Number(schema.maxLength ?? Infinity));
}

/** A value the schema accepts. */
function generate(node: unknown, rng: Random, depth = 0): unknown {
  const schema = deref(node);
  if (schema.oneOf || schema.anyOf) {
    const { oneOf, anyOf, ...rest } = schema;
    const branch = deref(rng.pick((oneOf ?? anyOf) as Schema[]));
    return generate({ ...rest, ...branch }, rng, depth);
  }
  if (Array.isArray(schema.enum)) return rng.pick(schema.enum);
  if ('const' in schema) return schema.const;
  const types = [schema.type ?? 'object'].flat() as string[];
  const type = types.length > 1 && rng.chance(0.8) ? types.find((t) => t !== 'null') : types[0];
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
    case 'number': {
      const min = Number(schema.minimum ?? 0);
      const max = Number(schema.maximum ?? Math.max(min, 1_000));
      const small = rng.int(min, Math.min(max, min + 300));
      return rng.pick([min, max, small, small, rng.int(min, max)]);
    }
    case 'string': {
      if (schema.format === 'date') {
        return `20${rng.int(20, 30)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
      }
      if (schema.format === 'date-time') return new Date(rng.int(0, 2e12)).toISOString();
      if (typeof schema.pattern === 'string') {
        const make = PATTERNS[schema.pattern];
        if (!make) throw new Error(`fuzz: no generator for pattern ${schema.pattern}`);
        return make(rng, schema);
      }
      // A text without a pattern takes any character, NUL included (the server refuses NUL, so
      // the contract must say so with a pattern).
      const plain = text(rng, schema);
      return rng.chance(0.1) && plain.length > 0 ? `${plain.slice(1)}\u0000` : plain;
    }
    case 'array': {
      const min = Number(schema.minItems ?? 0);
      const max = Math.min(Number(schema.maxItems ?? 4), min + 4);
      const items = Array.from({ length: rng.int(min, max) }, () =>
        generate(schema.items, rng, depth + 1),
      );
      // `x-unique-by`: each item's value of that field at most once (the contract's own rule).
      const uniqueBy = schema['x-unique-by'] as string | undefined;
      const identity = (item: unknown) =>
        uniqueBy
          ? JSON.stringify((item as Record<string, unknown>)[uniqueBy])
          : JSON.stringify(item);
      return schema.uniqueItems || uniqueBy
        ? [...new Map(items.map((item) => [identity(item), item])).values()]
        : items;
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>;
      const required = new Set((schema.required ?? []) as string[]);
      const optional = Object.keys(properties).filter((name) => !required.has(name));
      const chosen = optional.filter(() => depth < 4 && rng.chance(0.5));
      const maxProperties = Number(schema.maxProperties ?? Infinity);
      while (required.size + chosen.length > maxProperties) chosen.pop();
      const minProperties = Number(schema.minProperties ?? 0);
      for (const name of optional) {
        if (required.size + chosen.length >= minProperties) break;
        if (!chosen.includes(name)) chosen.push(name);
      }
      const value: Record<string, unknown> = Object.fromEntries(
        [...required, ...chosen].map((name) => [name, generate(properties[name], rng, depth + 1)]),
      );
      // `x-sent-when-named`: each field that list names is sent too (the contract's own rule).
      const namingList = schema['x-sent-when-named'] as string | undefined;
      const named = namingList ? value[namingList] : undefined;
      for (const name of Array.isArray(named) ? (named as string[]) : []) {
        if (!(name in value) && name in properties) {
          value[name] = generate(properties[name], rng, depth + 1);
        }
      }
      return value;
    }
  }
}

/** Breaks a valid value one way: what a careless or hostile client sends. */
function breakValue(value: unknown, rng: Random): unknown {
  const odd = rng.pick<unknown>([
    null,
    '',
    'a\u0000b',
    -1,
    0,
    1.5,
    2 ** 53,
    '1e3',
    true,
    [],
    {},
    'x'.repeat(5_000),
    '\u202e\ufeff',
    '../../etc/passwd',
    "' OR 1=1 --",
  ]);
  if (value === null || typeof value !== 'object' || rng.chance(0.15)) return odd;
  if (Array.isArray(value)) {
    if (value.length === 0 || rng.chance(0.3)) return [...value, odd];
    const copy = [...value];
    const at = rng.int(0, copy.length - 1);
    copy[at] = rng.chance(0.5) ? breakValue(copy[at], rng) : copy[0];
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const keys = Object.keys(copy);
  const action = rng.int(0, 3);
  if (action === 0 || keys.length === 0) copy[rng.pick(['unknown', '__proto__', 'id'])] = odd;
  else if (action === 1) delete copy[rng.pick(keys)];
  else {
    const key = rng.pick(keys);
    copy[key] = breakValue(copy[key], rng);
  }
  return copy;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
  style?: string;
  explode?: boolean;
}

interface Case {
  url: string;
  init: RequestInit & { headers: Record<string, string> };
  label: string;
}

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** One request of an operation: valid, or broken in its body, parameters or framing. */
function makeCase(info: OperationInfo, rng: Random, token: string | undefined, broken: boolean) {
  const operation = info.operation as {
    parameters?: unknown[];
    requestBody?: { content: Record<string, { schema: unknown }> };
  };
  const parameters = (operation.parameters ?? []).map((p) => deref<Parameter>(p));
  const breakWhere = broken ? rng.pick(['body', 'parameter', 'framing'] as const) : null;
  const brokenParameter =
    breakWhere === 'parameter' && parameters.length > 0 ? rng.pick(parameters).name : null;
  const headers: Record<string, string> = {};
  const query = new URLSearchParams();
  let path = info.path;
  for (const parameter of parameters) {
    const include = parameter.required || parameter.in === 'path' || rng.chance(0.5);
    if (!include && parameter.name !== brokenParameter) continue;
    let value = generate(parameter.schema, rng);
    if (parameter.name === brokenParameter) value = breakValue(value, rng);
    const textOf = (item: unknown) =>
      typeof item === 'string' ? item : item === null ? '' : JSON.stringify(item);
    if (parameter.in === 'path') {
      path = path.replace(`{${parameter.name}}`, encodeURIComponent(textOf(value)));
    } else if (parameter.in === 'header') {
      // A header value cannot hold line breaks or NUL: fetch refuses to send it.
      const headerText = textOf(value);
      const sendable = [...headerText].every((c) => c >= ' ' && c <= '~');
      if (sendable) headers[parameter.name.toLowerCase()] = headerText;
    } else if (Array.isArray(value)) {
      if (parameter.explode === false) query.set(parameter.name, value.map(textOf).join(','));
      else for (const item of value) query.append(parameter.name, textOf(item));
    } else {
      query.set(parameter.name, textOf(value));
    }
  }
  if (token) headers.authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  const content = operation.requestBody?.content ?? {};
  const label: string[] = [breakWhere ?? 'valid'];
  if ('application/json' in content) {
    let value = generate(content['application/json']?.schema, rng);
    if (breakWhere === 'body') value = breakValue(value, rng);
    body = JSON.stringify(value);
    headers['content-type'] = 'application/json';
    if (breakWhere === 'framing') {
      const framing = rng.pick(['not-json', 'no-body', 'text/plain', 'empty-object'] as const);
      label.push(framing);
      if (framing === 'not-json') body = `${body.slice(0, -1)}`;
      if (framing === 'no-body') body = undefined;
      if (framing === 'text/plain') headers['content-type'] = 'text/plain';
      if (framing === 'empty-object') body = '{}';
    }
  } else if ('multipart/form-data' in content) {
    const fields = generate(content['multipart/form-data']?.schema, rng) as Record<string, unknown>;
    const form = new FormData();
    for (const [name, value] of Object.entries(
      breakWhere === 'body' ? (breakValue(fields, rng) as Record<string, unknown>) : fields,
    )) {
      if (name === 'files') continue;
      form.append(name, typeof value === 'string' ? value : JSON.stringify(value));
    }
    if (rng.chance(0.5)) form.append('files', new Blob([new Uint8Array(PDF)]), 'note.pdf');
    body = form;
  }
  const url = `${baseUrl}/api/v1${path}${query.size > 0 ? `?${query}` : ''}`;
  return { url, init: { method: info.method, headers, body }, label: label.join(' ') } as Case;
}

/** Statuses any operation may answer by the contract's conventions. */
const CONVENTIONS = new Set([413, 415, 431, 503]);
const CONVENTION_CODES = new Set(['invalid_json', 'invalid_encoding']);

function judge(reply: Reply, info: OperationInfo): string | null {
  const declared = Object.keys((info.operation.responses ?? {}) as object);
  if (reply.status >= 500) return `server error ${reply.status}`;
  const errorCode = (reply.body as Partial<ErrorBody> | null)?.errorCode;
  const byConvention =
    CONVENTIONS.has(reply.status) ||
    (reply.status === 400 && errorCode !== undefined && CONVENTION_CODES.has(errorCode));
  if (!declared.includes(String(reply.status))) {
    return byConvention ? null : `undeclared status ${reply.status}`;
  }
  const documented = documentedResponse(info.operationId, reply.status);
  if (!documented) return null;
  if (documented.contentTypes.length === 0) {
    return reply.bytes.length === 0 ? null : `a body on a ${reply.status} that has none`;
  }
  const type = (reply.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  if (!documented.contentTypes.includes(type)) return `content type ${type}`;
  if (documented.validate && !documented.validate(reply.body)) {
    return `body off the contract: ${JSON.stringify(documented.validate.errors?.[0])}`;
  }
  return null;
}

describe('fuzz: every operation of api-v1.yaml answers only what the contract declares', () => {
  let member: Session;
  beforeAll(async () => {
    member = await newMember({ label: 'fuzz' });
  });

  it(
    `${CASES_PER_OPERATION} generated requests an operation: no 5xx, no undeclared status`,
    { timeout: 120_000 },
    async () => {
      const rng = random(SEED);
      const findings: string[] = [];
      let sent = 0;
      const stats = new Map<string, number>();
      const apiOperations = [...operations.values()].filter((info) => info.spec === 'api');
      expect(apiOperations.length).toBeGreaterThanOrEqual(50);
      for (const info of apiOperations) {
        // A fresh sign-in per operation: one that ends sessions (log out, delete the account)
        // or locks the account leaves the next operation unaffected.
        let session: Session;
        try {
          session = await signIn(member.email, member.password);
        } catch {
          member = await newMember({ label: 'fuzz' });
          session = member;
        }
        const bearer = (info.operation.security as unknown[] | undefined)?.length !== 0;
        for (let index = 0; index < CASES_PER_OPERATION; index += 1) {
          const auth = rng.pick(['member', 'member', 'member', 'none', 'garbage'] as const);
          const token =
            auth === 'member' ? session.token : auth === 'garbage' ? 'not.a.token' : undefined;
          const valid = index % 2 === 0;
          const request = makeCase(info, rng, bearer ? token : undefined, !valid);
          const reply = await toReply(info.operationId, await fetch(request.url, request.init));
          sent += 1;
          if (process.env.FUZZ_STATS) {
            const key = `${info.operationId} ${reply.status}`;
            stats.set(key, (stats.get(key) ?? 0) + 1);
          }
          const finding =
            judge(reply, info) ??
            (valid && (reply.body as Partial<ErrorBody> | null)?.errorCode === 'validation_failed'
              ? 'the contract accepts a request the server refuses'
              : null);
          if (finding) {
            const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
            findings.push(
              `${info.operationId} [${request.label}, ${auth}] ${request.init.method} ${request.url.slice(baseUrl.length)} ` +
                `${typeof request.init.body === 'string' ? request.init.body.slice(0, 200) : ''} → ${finding}: ${text.slice(0, 200)}`,
            );
          }
        }
      }
      if (process.env.FUZZ_STATS) console.log([...stats].map(([k, v]) => `${k} ×${v}`).join('\n'));
      expect(findings).toEqual([]);
      expect(sent).toBe(apiOperations.length * CASES_PER_OPERATION);
    },
  );
});
