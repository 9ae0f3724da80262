import type { components } from '@/api/schema.gen';

export type IsbnResult = components['schemas']['IsbnResult'];
export type BookHoldings = components['schemas']['BookHoldings'];
export type RowsAdded = components['schemas']['RowsAdded'];
