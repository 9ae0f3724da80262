// @vitest-environment node
/**
 * The handler map is checked by the compiler: `tsc -b` compiles this file, so the
 * `@ts-expect-error` below fails the type check the day a map without one operation type-checks.
 * At run time, the maps the server registers are compared with the contracts' operationIds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { apiHandlers } from '../../../server/app.ts';
import type { AppContext } from '../../../server/context.ts';
import { loadConfig } from '../../../server/env.ts';
import { serviceHandlers } from '../../../server/handlers/services.ts';
import type {
  ApiOperationId,
  Handlers,
  ServiceOperationId,
} from '../../../server/handlers/types.ts';

declare const complete: Handlers<ApiOperationId>;
declare const services: Handlers<ServiceOperationId>;

export function withoutOne(): Handlers<ApiOperationId> {
  const { getOrderHistory: _missing, ...rest } = complete;
  // @ts-expect-error getOrderHistory has no handler: the map is incomplete.
  return rest;
}

export function withoutOneService(): Handlers<ServiceOperationId> {
  const { pingService: _missing, ...rest } = services;
  // @ts-expect-error pingService has no handler: the map is incomplete.
  return rest;
}

export function completeMap(): Handlers<ApiOperationId> {
  return complete;
}

/** Every operationId of an OpenAPI document. */
function operationIds(file: string): string[] {
  const document = parse(
    readFileSync(new URL(`../../../openapi/${file}`, import.meta.url), 'utf8'),
  );
  return Object.values(document.paths as Record<string, Record<string, { operationId?: string }>>)
    .flatMap((item) => Object.values(item))
    .flatMap((operation) => (operation.operationId ? [operation.operationId] : []))
    .sort();
}

describe('handler map', () => {
  // The factories keep the context for their calls (the services read their prefix at once).
  const ctx = { config: loadConfig({}) } as AppContext;

  it('has a handler for each operation of openapi/api-v1.yaml, and none else', () => {
    expect(Object.keys(apiHandlers(ctx)).sort()).toEqual(operationIds('api-v1.yaml'));
  });

  it('has a handler for each operation of openapi/services.yaml, and none else', () => {
    expect(Object.keys(serviceHandlers(ctx)).sort()).toEqual(operationIds('services.yaml'));
  });
});
