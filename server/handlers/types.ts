/**
 * Handler types derived from the generated contract types, so that a handler's body, query,
 * params, headers and answer follow `openapi/api-v1.yaml`.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema.gen.ts';
import type { operations as serviceOperations } from '../../src/api/services.gen.ts';

type AllOperations = operations & serviceOperations;
export type OperationId = keyof AllOperations;
/** The operations of openapi/api-v1.yaml and of openapi/services.yaml. */
export type ApiOperationId = keyof operations;
export type ServiceOperationId = keyof serviceOperations;

type Part<T> = [T] extends [never] ? unknown : [T] extends [undefined] ? unknown : NonNullable<T>;

type JsonBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : unknown;

type Parameters<O, K extends 'query' | 'path' | 'header'> = O extends { parameters: infer P }
  ? K extends keyof P
    ? Part<P[K]>
    : unknown
  : unknown;

/** Node lower-cases header names. */
type LowercaseKeys<H> = { [P in keyof H as P extends string ? Lowercase<P> : P]: H[P] };

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The JSON body of the operation's 200 or 201 answer (never for 204 and non-JSON answers). */
export type Success<K extends OperationId> = AllOperations[K] extends { responses: infer R }
  ? | (200 extends keyof R ? JsonContent<R[200]> : never)
    | (201 extends keyof R ? JsonContent<R[201]> : never)
  : never;

export interface RouteTypes<K extends OperationId> {
  Body: JsonBody<AllOperations[K]>;
  Querystring: Parameters<AllOperations[K], 'query'>;
  Params: Parameters<AllOperations[K], 'path'>;
  Headers: LowercaseKeys<Parameters<AllOperations[K], 'header'>>;
}

export type ApiRequest<K extends OperationId> = FastifyRequest<RouteTypes<K>>;

/** A handler answers the success body, or sends through `reply` itself and returns it. */
export type Handler<K extends OperationId> = (
  request: ApiRequest<K>,
  reply: FastifyReply,
) => Promise<Success<K> | FastifyReply>;

/**
 * A handler for each of the operations K. Typed as `Handlers<ApiOperationId>`, the map server/app.ts
 * gives fastify-openapi-glue fails `tsc` when an operation of the contract has no handler.
 */
export type Handlers<K extends OperationId> = { [P in K]: Handler<P> };
