import { notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SELECTION_NAME_MAX } from './limits';

/*
 * The URL state the lists and detail pages share: the page and page size of a list in its search
 * params, the id of a thing in the path. Routes read them only through these: search schemas whose
 * fields fall back to a sane default (`z.catch`), and `params: { parse, stringify }` that parse a
 * path id once, so a damaged or hand-edited link opens a sane page or the not-found page, never a
 * request the server must refuse. Components read the parsed values from their route.
 */

/** The largest id the API's integer ids reach (int32). */
export const MAX_ID = 2_147_483_647;
/** The highest page a link may ask for (a page past a list's end shows its last page). */
const MAX_PAGE = 100_000;

/** The page sizes of every list (docs/product/catalogue.md#page-size: 10, 20, 30); the default is 10 (docs/product/catalogue.md#page-size). */
export const PAGE_SIZES = [10, 20, 30] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;

/** A list's `page`: a whole number from 1; page 1 when missing or damaged. */
export const pageParam = z.catch(
  z._default(z.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE)), 1),
  1,
);

/** A list's `size`: one of PAGE_SIZES; the default when missing or anything else. */
export const pageSizeParam = z.catch(
  z._default(z.literal(PAGE_SIZES), DEFAULT_PAGE_SIZE),
  DEFAULT_PAGE_SIZE,
);

/** An id in the search params (`?tab=3`): a whole number from 1. */
export const idParam = z.number().check(z.int(), z.minimum(1), z.maximum(MAX_ID));

/**
 * A text in the search params. The router reads a value that looks like JSON as such, so
 * `?text=2024` or `?code=123456` arrive as numbers: they mean the text they were typed as.
 */
export const textParam = z.union([
  z.string(),
  z.pipe(
    z.number(),
    z.transform((value: number) => String(value)),
  ),
]);

/**
 * How many pages a list of `totalCount` rows has at `size` a page: at least 1, so an empty list
 * still has its first page. A page past it shows this last page instead.
 */
export const countPages = (totalCount: number, size: number) =>
  Math.max(1, Math.ceil(totalCount / size));

/** A numeric id of the path (/books/12): digits only (not '1e3', ' 12', '0x10'), 1 to MAX_ID. */
export function parseNumericId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/**
 * A selection as the path names it (/cart/Science Club, /cart/public): a name some selection can
 * have, so not blank and no longer than SELECTION_NAME_MAX.
 */
export function parseSelectionPathId(raw: string): string | undefined {
  return raw.trim() !== '' && raw.length <= SELECTION_NAME_MAX ? raw : undefined;
}

/** A member's id (/waiting/{id}) as the contract writes it (`MemberId`). */
export function parseMemberId(raw: string): string | undefined {
  return /^[A-Za-z0-9_-]{16,64}$/.test(raw) ? raw : undefined;
}

/**
 * A route's `params` option for its `$id`, from one of the parsers above: a path that cannot name
 * anything is not found (no request is made); links pass the parsed type.
 */
function idParams<T>(parse: (raw: string) => T | undefined, stringify: (id: T) => string) {
  return {
    parse: ({ id }: { id: string }): { id: T } => {
      const parsed = parse(id);
      if (parsed === undefined) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }: { id: T }) => ({ id: stringify(id) }),
  };
}

/** `params` of /books/$id, /order/$id, /notice/$id. */
export const numericIdParams = idParams(parseNumericId, String);
/** `params` of /cart/$id. */
export const selectionPathParams = idParams(parseSelectionPathId, (id) => id);
/** `params` of /waiting/$id. */
export const memberIdParams = idParams(parseMemberId, (id) => id);
