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
import { readFileSync } from 'node:fs';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
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
    if (httpPart === 'headers') return textAjv.compile(lowercaseHeaderSchema(schema as Schema));
    return textAjv.compile(schema);
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

/** Maps any error to the contract's error body. */
export function toErrorBody(error: unknown): ErrorBody & { cause?: unknown } {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, errorCode: error.errorCode, message: error.message };
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
  if (body.statusCode >= 500 && !(error instanceof ApiError)) {
    request.log.error({ err: error }, 'request failed');
  } else if (body.statusCode >= 500) {
    // A deliberate 5xx (the external service switched off): worth a line, not an alarm.
    request.log.info({ errorCode: body.errorCode }, body.message);
  } else {
    request.log.debug({ errorCode: body.errorCode }, body.message);
  }
  void reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}
