/**
 * Request validation against the contract, and the one mapping of every failure to the spec's
 * ErrorBody `{ statusCode, errorCode, message }`.
 *
 * - Bodies are validated without type coercion and with unknown properties refused;
 *   querystring, path parameters and headers are coerced (they are text on the wire).
 * - Query arrays the contract declares `style: form, explode: false` (`ids=1,2,3`: ids, numbers)
 *   are split on commas before validation (fastify-openapi-glue leaves that to us, and drops the
 *   style from the schemas it builds, so it is read from the contract files). Other arrays
 *   (`explode: true`, the default: free text such as `authors=Kim%2C%20Minsu&authors=Lee`) come
 *   as repeated parameters and are never split; a single one is a one-value list.
 * - A JSON operation called without a body or with another media type is refused before the
 *   handler (Fastify only validates bodies whose media type the schema names).
 */
import { isUtf8 } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parse } from 'yaml';
import { ApiError, type ErrorBody } from './errors.ts';
import { API_SPEC_PATH, SERVICES_SPEC_PATH } from './spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

function makeAjv(coerce: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    useDefaults: true,
    removeAdditional: false,
    coerceTypes: coerce ? 'array' : false,
    // Errors carry the schema and value they are about: a list over its `maxItems` is answered
    // with the list's own `x-too-many` error code and its length.
    verbose: true,
    // OpenAPI keywords that are not JSON Schema keywords.
    keywords: ['example', 'xml', 'externalDocs', 'discriminator'],
  });
  addFormats(ajv);
  return ajv;
}

type Schema = Record<string, unknown>;

/** Node lower-cases incoming header names; the header schema must match that. */
function lowercaseHeaderSchema(schema: Schema): Schema {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([k, v]) => [k.toLowerCase(), v]),
    ),
    ...(Array.isArray(schema.required)
      ? { required: (schema.required as string[]).map((name) => name.toLowerCase()) }
      : {}),
  };
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * The query parameters each operation of the contracts sends comma-joined (`in: query`,
 * `style: form` (the default), `explode: false`), keyed by method and route path in Fastify's
 * syntax (`GET /member/cart/download/excel`, `GET /member/book/:collectionId`).
 */
function commaListParameters(
  specPaths: readonly string[] = [API_SPEC_PATH, SERVICES_SPEC_PATH],
): Map<string, ReadonlySet<string>> {
  const result = new Map<string, ReadonlySet<string>>();
  for (const specPath of specPaths) {
    const document = parse(readFileSync(specPath, 'utf8')) as Schema;
    const resolve = (node: unknown): Schema => {
      let current = node as Schema;
      // Local references only (`#/components/parameters/TitlesQuery`), as the contracts use.
      while (typeof current.$ref === 'string' && current.$ref.startsWith('#/')) {
        let target: unknown = document;
        for (const raw of current.$ref.slice(2).split('/')) {
          const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
          target = (target as Schema)[key];
        }
        current = target as Schema;
      }
      return current;
    };
    const paths = (document.paths ?? {}) as Record<string, Schema>;
    for (const [path, item] of Object.entries(paths)) {
      const shared = (item.parameters ?? []) as unknown[];
      for (const method of HTTP_METHODS) {
        const operation = item[method] as Schema | undefined;
        if (!operation) continue;
        const names = new Set<string>();
        for (const parameter of [...shared, ...((operation.parameters ?? []) as unknown[])]) {
          const { name, in: location, style, explode } = resolve(parameter);
          if (location === 'query' && (style ?? 'form') === 'form' && explode === false) {
            names.add(String(name));
          }
        }
        if (names.size === 0) continue;
        const route = path.replace(/\{(\w+)\}/g, ':$1');
        result.set(`${method.toUpperCase()} ${route}`, names);
      }
    }
  }
  return result;
}

/** Installs the validator compilers on a Fastify instance. */
export function installValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv(true);
  const contractCommaLists = commaListParameters();
  /** The comma-joined query arrays of each route, by method and full URL (prefix included). */
  const commaListsOfRoute = new Map<string, ReadonlySet<string>>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const specMethod = method === 'HEAD' ? 'GET' : method;
      const names = contractCommaLists.get(`${specMethod} ${route.routePath}`);
      if (names) commaListsOfRoute.set(`${method} ${route.url}`, names);
    }
  });
  app.setValidatorCompiler(({ schema, httpPart, ...rest }) => {
    const contentType = (rest as { contentType?: string }).contentType;
    if (httpPart === 'body' && contentType === 'multipart/form-data') {
      // Multipart bodies are streamed and checked field by field in the handler.
      return () => true;
    }
    if (httpPart === 'body') return bodyAjv.compile(schema);
    const textSchema =
      httpPart === 'headers' ? lowercaseHeaderSchema(schema as Schema) : (schema as Schema);
    return plainIntegers(textSchema, textAjv.compile(textSchema));
  });

  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as
      { querystring?: Schema; body?: { content?: Record<string, unknown> } } | undefined;
    if (!schema) return;
    const commaLists = commaListsOfRoute.get(
      `${request.routeOptions.method} ${request.routeOptions.url}`,
    );
    if (commaLists) splitCommaArrays(request, schema.querystring, commaLists);
    const content = schema.body?.content;
    if (content) {
      const mediaTypes = Object.keys(content);
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      if (mediaType && !mediaTypes.includes(mediaType)) {
        throw new ApiError(
          415,
          'unsupported_media_type',
          `Content-Type ${mediaType} is not accepted here; send ${mediaTypes.join(' or ')}.`,
        );
      }
      if (mediaType === 'multipart/form-data') return;
      if (!mediaType || request.body === undefined) {
        throw new ApiError(400, 'validation_failed', 'body is required');
      }
    }
  });
}

/** A whole number written the plain way: an optional minus and decimal digits, nothing else. */
const PLAIN_INTEGER = /^-?\d+$/;

/**
 * Text parts (path, query, headers) are coerced to the contract's types, and Ajv's coercion takes
 * anything JavaScript reads as a number: `0x10`, `1e3`, `+1`, ` 1` would all name a book. An id
 * in a URL is written one way only, so integers are checked to be plain decimal digits first.
 */
function plainIntegers(schema: Schema, validate: ValidateFunction): ValidateFunction {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const isInteger = (property: Schema | undefined) => property?.type === 'integer';
  const names = Object.entries(properties)
    .filter(([, property]) => isInteger(property) || isInteger(property.items as Schema))
    .map(([name]) => name);
  if (names.length === 0) return validate;
  const guarded = ((data: unknown, context?: unknown) => {
    const values = (data ?? {}) as Record<string, unknown>;
    for (const name of names) {
      const value = values[name];
      const items = Array.isArray(value) ? value : [value];
      if (items.some((item) => typeof item === 'string' && !PLAIN_INTEGER.test(item))) {
        guarded.errors = [
          {
            instancePath: `/${name}`,
            schemaPath: `#/properties/${name}`,
            keyword: 'type',
            params: { type: 'integer' },
            message: 'must be a whole number in plain decimal digits',
          },
        ];
        return false;
      }
    }
    const valid = (validate as (data: unknown, context?: unknown) => boolean)(data, context);
    guarded.errors = validate.errors;
    return valid;
  }) as ValidateFunction;
  // Fastify passes the request as parent data to Ajv validators (so coercion can replace a root).
  return Object.assign(guarded, { schemaEnv: validate.schemaEnv, schema: validate.schema });
}

/** Splits the comma-joined arrays (`ids=1,2,3`) of a query; other parameters are left whole. */
function splitCommaArrays(
  request: FastifyRequest,
  schema: Schema | undefined,
  commaLists: ReadonlySet<string>,
): void {
  const properties = schema?.properties as Record<string, { type?: unknown }> | undefined;
  if (!properties) return;
  const query = request.query as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    if (property.type !== 'array' || !commaLists.has(name)) continue;
    const value = query[name];
    if (value === undefined) continue;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((item) =>
      String(item)
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    );
    query[name] = parts;
  }
}

/** The contract's pattern of a text that must hold something other than white space (no NUL). */
export const NON_BLANK_TEXT = '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$';

/** A list's own answer when it is longer than its `maxItems` (`x-too-many` in the contract). */
function tooManyItems(error: ErrorObject | undefined): ErrorBody | undefined {
  if (error?.keyword !== 'maxItems') return undefined;
  const tooMany = (error.parentSchema as Schema | undefined)?.['x-too-many'] as
    { errorCode: string; what: string } | undefined;
  if (!tooMany || !Array.isArray(error.data)) return undefined;
  const limit = Number(error.params.limit);
  return {
    statusCode: 400,
    errorCode: tooMany.errorCode,
    message: `At most ${limit.toLocaleString('en')} ${tooMany.what} at once; this list has ${error.data.length.toLocaleString('en')}. Split it into parts.`,
  };
}

/** A readable one-line description of an AJV error naming the field. */
export function describeValidationError(
  context: string,
  error: ErrorObject | undefined | null,
): string {
  if (!error) return `${context} is invalid`;
  const path = error.instancePath ? `${context}${error.instancePath}` : context;
  switch (error.keyword) {
    case 'required':
      return `${path}/${String(error.params.missingProperty)} is required`;
    case 'additionalProperties':
      return `${path}/${String(error.params.additionalProperty)} is not allowed (unknown field)`;
    case 'enum':
      return `${path} must be one of ${(error.params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      if (error.params.pattern === NON_BLANK_TEXT) return `${path} must not be blank`;
      return `${path} ${error.message ?? 'is invalid'}`;
    default:
      return `${path} ${error.message ?? 'is invalid'}`;
  }
}

const MULTIPART_LIMITS = new Set([
  'FST_FILES_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
  'FST_PARTS_LIMIT',
  'FST_FIELDS_LIMIT',
]);

/** The multipart parser's own complaints about a malformed body (busboy's messages). */
const MALFORMED_MULTIPART =
  /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed (part header|urlencoded form))/;

/** Seconds a client is asked to wait before retrying when the database is busy. */
const BUSY_RETRY_AFTER_SECONDS = 1;

/**
 * SQLite answered "busy" or "locked": another process (the admin command, a backup) holds the
 * write lock longer than the short busy timeout of server/db/index.ts.
 */
function isDatabaseBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
  );
}

/** Maps any error to the contract's error body. */
function toErrorBody(error: unknown): ErrorBody & { cause?: unknown } {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, errorCode: error.errorCode, message: error.message };
  }
  if ((error as { code?: unknown } | null)?.code === 'ECONNRESET') {
    // The client went away mid-request (a cut-off upload): nobody reads this answer.
    return { statusCode: 400, errorCode: 'request_aborted', message: 'The request was cut off.' };
  }
  if (isDatabaseBusy(error)) {
    return {
      statusCode: 503,
      errorCode: 'service_busy',
      message: 'The server is busy. Please try again in a moment.',
    };
  }
  const wrapped = (error as { errors?: unknown } | null)?.errors;
  if (Array.isArray(wrapped)) {
    // fastify-openapi-glue's SecurityError wraps what the security handler threw.
    const inner = wrapped.find((e) => e instanceof ApiError);
    if (inner) return toErrorBody(inner);
    return {
      statusCode: 401,
      errorCode: 'auth_token_invalid',
      message: 'The access token is invalid.',
    };
  }
  const e = error as FastifyError & { validationContext?: string };
  if (e.validation) {
    const context = e.validationContext ?? 'request';
    const tooMany = tooManyItems(e.validation[0] as ErrorObject | undefined);
    if (tooMany) return tooMany;
    return {
      statusCode: 400,
      errorCode: 'validation_failed',
      message: describeValidationError(context, e.validation[0] as ErrorObject | undefined),
    };
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        statusCode: 413,
        errorCode: 'payload_too_large',
        message: 'The request body is too large.',
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        statusCode: 415,
        errorCode: 'unsupported_media_type',
        message: 'This Content-Type is not accepted.',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { statusCode: 400, errorCode: 'validation_failed', message: 'body is required' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { statusCode: 400, errorCode: 'invalid_json', message: 'The body is not valid JSON.' };
    case 'FST_ERR_BAD_URL':
      return {
        statusCode: 400,
        errorCode: 'invalid_encoding',
        message: 'The URL is not valid percent-encoded UTF-8.',
      };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return {
        statusCode: 400,
        errorCode: 'validation_failed',
        message: 'A path parameter is too long.',
      };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return {
        statusCode: 415,
        errorCode: 'unsupported_media_type',
        message: 'The request is not multipart/form-data.',
      };
    default:
      break;
  }
  if (e.code && MULTIPART_LIMITS.has(e.code)) {
    return {
      statusCode: 413,
      errorCode: 'payload_too_large',
      message: `The upload exceeds the limits (${e.message}).`,
    };
  }
  if (typeof e.message === 'string' && MALFORMED_MULTIPART.test(e.message)) {
    return {
      statusCode: 400,
      errorCode: 'validation_failed',
      message: `The multipart body is malformed (${e.message}).`,
    };
  }
  if (error instanceof SyntaxError || (e.statusCode === 400 && /JSON/i.test(e.message))) {
    return { statusCode: 400, errorCode: 'invalid_json', message: 'The body is not valid JSON.' };
  }
  const status = e.statusCode;
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, errorCode: 'bad_request', message: e.message };
  }
  return {
    statusCode: 500,
    errorCode: 'internal_error',
    message: 'Something went wrong on the server.',
  };
}

/** The error handler: one mapping for validation, security, parsing and handler errors. */
export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  if (body.errorCode === 'service_busy') {
    request.log.warn('database busy: answered 503');
  } else if (body.statusCode >= 500 && !(error instanceof ApiError)) {
    request.log.error({ err: error }, 'request failed');
  } else if (body.statusCode >= 500) {
    // A deliberate 5xx (the external service switched off): worth a line, not an alarm.
    request.log.info({ errorCode: body.errorCode }, body.message);
  } else {
    request.log.debug({ errorCode: body.errorCode }, body.message);
  }
  if (body.errorCode === 'service_busy') reply.header('Retry-After', BUSY_RETRY_AFTER_SECONDS);
  void reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * Text of the URL (path and query) checked before routing: percent-escapes must decode to UTF-8
 * (`400 invalid_encoding`; decoders would otherwise store U+FFFD in place of the bytes) and no
 * value may hold a NUL character (`400 validation_failed`; it ends strings in C libraries such
 * as SQLite's full-text search).
 */
export function checkUrlText(url: string): void {
  if (!url.includes('%')) return;
  for (const piece of url.split(/[/?&=;]/)) {
    if (!piece.includes('%')) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(piece.replaceAll('+', ' '));
    } catch {
      throw new ApiError(400, 'invalid_encoding', 'The URL is not valid percent-encoded UTF-8.');
    }
    if (decoded.includes('\0')) {
      throw new ApiError(400, 'validation_failed', 'The URL must not contain NUL characters.');
    }
  }
}

/**
 * Parses a JSON request body: UTF-8 only (`400 invalid_encoding`), no NUL character in any
 * string, and `__proto__` refused as the unknown field it is (JSON.parse would keep it as an own
 * property, which object merging elsewhere could turn into a prototype).
 */
export function parseJsonBody(bytes: Buffer): unknown {
  if (!isUtf8(bytes)) {
    throw new ApiError(400, 'invalid_encoding', 'The body is not valid UTF-8.');
  }
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  let refusal: ApiError | undefined;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (key === '__proto__') {
        refusal ??= new ApiError(
          400,
          'validation_failed',
          'body/__proto__ is not allowed (unknown field)',
        );
        return undefined;
      }
      if (typeof item === 'string' && item.includes('\0')) {
        refusal ??= new ApiError(
          400,
          'validation_failed',
          `body${key === '' ? '' : `/${key}`} must not contain NUL characters`,
        );
      }
      return item;
    });
  } catch {
    throw new ApiError(400, 'invalid_json', 'The body is not valid JSON.');
  }
  if (refusal) throw refusal;
  return value;
}

/**
 * Errors of the connection, before Fastify has a request (Node's `clientError`): a request head
 * over 16 kB is `431 headers_too_large`, a request that did not arrive in time `408`, anything
 * else unparsable `400 bad_request`; always with the contract's error body.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, errorCode, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The URL or the headers are too large (16 kB at most).']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request did not arrive in time.']
        : [400, 'bad_request', 'The request is not valid HTTP.'];
  const body = JSON.stringify({ statusCode, errorCode, message } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
