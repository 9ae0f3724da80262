/**
 * Request validation against the contract, and the one mapping of every failure to the spec's
 * ErrorBody `{ statusCode, errorCode, message }`.
 *
 * - Bodies are validated without type coercion and with unknown properties refused;
 *   querystring, path parameters and headers are coerced (they are text on the wire).
 * - Query arrays of `style: form, explode: false` (`ids=1,2,3`) are split on commas before
 *   validation (fastify-openapi-glue leaves that to us).
 * - A JSON operation called without a body or with another media type is refused before the
 *   handler (Fastify only validates bodies whose media type the schema names).
 */
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorBody } from './errors.ts';

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

/** Installs the validator compilers on a Fastify instance. */
export function installValidation(app: FastifyInstance): void {
  const bodyAjv = makeAjv(false);
  const textAjv = makeAjv(true);
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
    splitCommaArrays(request, schema.querystring);
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

function splitCommaArrays(request: FastifyRequest, schema: Schema | undefined): void {
  const properties = schema?.properties as Record<string, { type?: unknown }> | undefined;
  if (!properties) return;
  const query = request.query as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    if (property.type !== 'array') continue;
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
