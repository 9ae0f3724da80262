/**
 * Requests by operationId against the running server, and assertions that an answer is one the
 * contract documents (status, content type, JSON body valid against the YAML schema).
 */
import { request as httpRequest } from 'node:http';
import { describe, expect, inject } from 'vitest';
import type { Answer, Schemas } from './schemas.ts';
import { documentedResponse, operationInfo } from './spec.ts';

export const baseUrl = inject('baseUrl');

type QueryValue = string | number | boolean | readonly (string | number)[] | undefined;

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  /** A JSON body (serialised here). */
  body?: unknown;
  /** A body sent as is (malformed JSON, multipart, ...). */
  rawBody?: BodyInit;
  contentType?: string;
  token?: string;
  headers?: Record<string, string>;
  /** Another server than the shared test server. */
  baseUrl?: string;
}

export interface Reply<T = unknown> {
  operationId: string;
  status: number;
  headers: Headers;
  /** Parsed JSON, or the text for other answers. */
  body: T;
  bytes: Buffer;
}

/** The URL of an operation with its path parameters and query. */
export function operationUrl(
  operationId: string,
  options: Pick<CallOptions, 'params' | 'query' | 'baseUrl'> = {},
): string {
  const info = operationInfo(operationId);
  const path = info.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`${operationId}: path parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const url = new URL(
    `${options.baseUrl ?? baseUrl}${info.spec === 'api' ? '/api/v1' : ''}${path}`,
  );
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return url.toString();
}

/**
 * Sends the request of an operation. The body is typed as the operation's 2xx JSON answer in the
 * generated contract types (`Answer`); a test that checks an error passes the reply on as is.
 */
export async function call<Op extends string, T = Answer<Op>>(
  operationId: Op,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const info = operationInfo(operationId);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  const response = await fetch(operationUrl(operationId, options), {
    method: info.method,
    headers,
    body,
  });
  return toReply<T>(operationId, response);
}

/**
 * A GET of an operation with exactly the headers given (and the token): Node's fetch adds
 * `Accept-Language: *` to every request, so a test of an answer to a request without that header
 * sends it through node:http instead.
 */
export async function callBare<Op extends string, T = Answer<Op>>(
  operationId: Op,
  options: Pick<CallOptions, 'params' | 'query' | 'token' | 'headers' | 'baseUrl'> = {},
): Promise<Reply<T>> {
  const info = operationInfo(operationId);
  if (info.method !== 'GET') throw new Error(`${operationId}: callBare sends GET requests only`);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await new Promise<Response>((resolve, reject) => {
    const request = httpRequest(operationUrl(operationId, options), { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const answered = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const one of [value ?? []].flat()) answered.append(name, one);
        }
        const status = answer.statusCode ?? 0;
        const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(body, { status, headers: answered }));
      });
    });
    request.on('error', reject);
    request.end();
  });
  return toReply<T>(operationId, response);
}

/** Wraps a fetch answer. */
export async function toReply<T>(operationId: string, response: Response): Promise<Reply<T>> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  let body: unknown = bytes.toString('utf8');
  if (type.includes('application/json') && bytes.length > 0)
    body = JSON.parse(bytes.toString('utf8'));
  return {
    operationId,
    status: response.status,
    headers: response.headers,
    body: body as T,
    bytes,
  };
}

function describeReply(reply: Reply): string {
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  return `${reply.operationId} answered ${reply.status}: ${text.slice(0, 500)}`;
}

/**
 * Asserts the status, and that the contract documents this answer: the content type it names
 * and, for JSON, a body valid against the response schema of the YAML.
 */
export function expectDocumented<T>(reply: Reply<T>, status: number): T {
  expect(reply.status, describeReply(reply)).toBe(status);
  const documented = documentedResponse(reply.operationId, status);
  expect(documented, `${reply.operationId} does not document a ${status} answer`).not.toBeNull();
  if (!documented) return reply.body;
  if (documented.contentTypes.length === 0) {
    expect(reply.bytes.length, `${reply.operationId} ${status} should have no body`).toBe(0);
    return reply.body;
  }
  const type = (reply.headers.get('content-type') ?? '').split(';')[0]?.trim();
  expect(documented.contentTypes, `content type of ${reply.operationId} ${status}`).toContain(type);
  if (documented.validate) {
    const valid = documented.validate(reply.body);
    expect(
      valid,
      `${describeReply(reply)}\ndoes not match the contract: ${JSON.stringify(documented.validate.errors, null, 1)}`,
    ).toBe(true);
  }
  return reply.body;
}

export type ErrorBody = Schemas['ErrorBody'];

/**
 * Asserts an error answered by the platform for any operation (body too large, media type,
 * unknown route): the ErrorBody shape, whether or not the operation lists the status.
 */
export function expectErrorBody(reply: Reply, status: number, errorCode: string): ErrorBody {
  expect(reply.status, describeReply(reply)).toBe(status);
  expect(reply.headers.get('content-type') ?? '').toContain('application/json');
  expect(reply.body).toEqual({ statusCode: status, errorCode, message: expect.any(String) });
  return reply.body as ErrorBody;
}

/** Asserts a documented error answer with the ErrorBody and its errorCode. */
export function expectError(reply: Reply, status: number, errorCode: string): ErrorBody {
  const body = expectDocumented(reply, status) as ErrorBody;
  expect(body, describeReply(reply)).toMatchObject({ statusCode: status, errorCode });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

/** Groups the tests of one operation; the coverage test finds these by operationId. */
export function describeOperation(operationId: string, tests: () => void): void {
  const info = operationInfo(operationId);
  describe(
    `${operationId} (${info.method} ${info.spec === 'api' ? '/api/v1' : ''}${info.path})`,
    tests,
  );
}
