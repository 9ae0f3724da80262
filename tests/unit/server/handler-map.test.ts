// @vitest-environment node
/**
 * The handler map is checked by the compiler: `tsc -b` compiles this file, so the
 * `@ts-expect-error` below fails the type check the day a map without one operation type-checks.
 */
import { describe, expect, it } from 'vitest';
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

describe('handler map', () => {
  it('is a type-level check (see tsc -b); nothing of it runs', () => {
    expect([withoutOne, withoutOneService, completeMap].every((f) => typeof f === 'function')).toBe(
      true,
    );
  });
});
