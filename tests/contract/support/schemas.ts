/**
 * The answers' and requests' types, generated from the contract (`npm run gen:api`): contract
 * tests read their replies as these, never as interfaces of their own, so a change of the
 * contract fails `tsc` here too. `call('getOrder', …)` types its body from the operationId
 * (the JSON of the operation's 2xx answers); a test that needs a narrower shape derives it from
 * these (Pick, Partial, an element type), never restates fields.
 */
import type { components, operations as apiOperations } from '../../../src/api/schema.gen.ts';
import type {
  components as serviceComponents,
  operations as serviceOperations,
} from '../../../src/api/services.gen.ts';

export type Schemas = components['schemas'];
export type ServiceSchemas = serviceComponents['schemas'];

type Operations = apiOperations & serviceOperations;
/** Every operationId of both contracts (`openapi/api.yaml`, `openapi/services.yaml`). */
export type OperationId = keyof Operations;

type Success = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<Op extends OperationId> = Operations[Op]['responses'];

/**
 * The JSON body an operation answers with `Status` (by default: any of its 2xx answers);
 * `unknown` for a string that is not an operationId.
 */
export type Answer<Op, Status extends number = Success> = Op extends OperationId
  ? OrUnknown<JsonOf<Responses<Op>[Extract<keyof Responses<Op>, Status>]>>
  : unknown;
type OrUnknown<T> = [T] extends [never] ? unknown : T;

/** The JSON request body of an operation. */
export type RequestBody<Op extends OperationId> = Operations[Op] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
