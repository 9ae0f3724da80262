/**
 * The contracts as data: every operation of openapi/api-v1.yaml and openapi/services.yaml, and
 * validators of their documented answers (Ajv 2020 + formats over the YAML itself).
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { API_SPEC_PATH, SERVICES_SPEC_PATH } from '../../../server/spec.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

type Json = Record<string, unknown>;
export type SpecName = 'api' | 'services';

export interface OperationInfo {
  operationId: string;
  spec: SpecName;
  method: string;
  path: string;
  /** The operation object of the YAML. */
  operation: Json;
  /** JSON pointer of the operation in its document. */
  pointer: string;
}

const documents: Record<SpecName, Json> = {
  api: parse(readFileSync(API_SPEC_PATH, 'utf8')) as Json,
  services: parse(readFileSync(SERVICES_SPEC_PATH, 'utf8')) as Json,
};

const escape = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of both contracts, by operationId. */
export const operations = new Map<string, OperationInfo>();
for (const spec of ['api', 'services'] as const) {
  const paths = documents[spec].paths as Record<string, Record<string, Json>>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const operationId = String(operation.operationId);
      operations.set(operationId, {
        operationId,
        spec,
        method: method.toUpperCase(),
        path,
        operation,
        pointer: `/paths/${escape(path)}/${method}`,
      });
    }
  }
}

/** The operation with this id (throws for an unknown id, so typos fail loudly). */
export function operationInfo(operationId: string): OperationInfo {
  const info = operations.get(operationId);
  if (!info) throw new Error(`No operation ${operationId} in the contracts`);
  return info;
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(documents.api, 'api');
ajv.addSchema(documents.services, 'services');

function resolvePointer(spec: SpecName, pointer: string): unknown {
  let node: unknown = documents[spec];
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    node = (node as Json)[key];
  }
  return node;
}

export interface DocumentedResponse {
  /** Content types the contract names for the answer. */
  contentTypes: string[];
  /** Validator of the JSON body, when the answer is JSON. */
  validate?: ValidateFunction;
}

const cache = new Map<string, DocumentedResponse | null>();

/** The documented answer of an operation for a status, or null when the status is undocumented. */
export function documentedResponse(operationId: string, status: number): DocumentedResponse | null {
  const key = `${operationId} ${status}`;
  if (cache.has(key)) return cache.get(key) ?? null;
  const info = operationInfo(operationId);
  let pointer = `${info.pointer}/responses/${status}`;
  let response = resolvePointer(info.spec, pointer) as Json | undefined;
  if (response && typeof response.$ref === 'string') {
    pointer = response.$ref.slice(1);
    response = resolvePointer(info.spec, pointer) as Json;
  }
  if (!response) {
    cache.set(key, null);
    return null;
  }
  const content = (response.content ?? {}) as Record<string, unknown>;
  const contentTypes = Object.keys(content);
  const documented: DocumentedResponse = { contentTypes };
  if (contentTypes.includes('application/json')) {
    documented.validate = ajv.compile({
      $ref: `${info.spec}#${pointer}/content/application~1json/schema`,
    });
  }
  cache.set(key, documented);
  return documented;
}

/** A component schema validator of api-v1.yaml (for parts of answers). */
export function schemaValidator(name: string): ValidateFunction {
  return ajv.compile({ $ref: `api#/components/schemas/${name}` });
}
