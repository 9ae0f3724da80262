/**
 * The answers' types, generated from the contract (`npm run gen:api`): contract tests read
 * their replies as these, never as interfaces of their own, so a change of the contract fails
 * `tsc` here too.
 */
import type { components } from '../../../src/api/schema.gen.ts';
import type { components as serviceComponents } from '../../../src/api/services.gen.ts';

export type Schemas = components['schemas'];
export type ServiceSchemas = serviceComponents['schemas'];
