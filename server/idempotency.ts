/**
 * Idempotency-Key handling: the first successful answer of a (member, operation, key) is stored
 * with a hash of the request; a repeat answers it again without doing anything, and the same key
 * with a different request is refused (422 idempotency_key_reused). Check, work and record run in
 * one synchronous transaction, so concurrent repeats cannot both do the work. Refused requests
 * (4xx) are not recorded: nothing changed, so a corrected retry may reuse the key.
 */
import type { AppContext } from './context.ts';
import { ApiError } from './errors.ts';
import { canonicalJson, nowIso, sha256 } from './lib/util.ts';

export interface IdempotentResult<T> {
  statusCode: number;
  body: T;
}

export function runIdempotent<T>(
  ctx: Pick<AppContext, 'db'>,
  scope: { memberId: string; operation: string; key: string },
  request: unknown,
  statusCode: number,
  work: () => T,
): IdempotentResult<T> {
  const requestHash = sha256(canonicalJson(request));
  return ctx.db
    .transaction((): IdempotentResult<T> => {
      const previous = ctx.db
        .prepare<
          [string, string, string],
          { request_hash: string; status_code: number; response: string }
        >(
          `SELECT request_hash, status_code, response FROM idempotency_keys
           WHERE member_id = ? AND operation = ? AND key = ?`,
        )
        .get(scope.memberId, scope.operation, scope.key);
      if (previous) {
        if (previous.request_hash !== requestHash) {
          throw new ApiError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was already used for a different request.',
          );
        }
        return { statusCode: previous.status_code, body: JSON.parse(previous.response) as T };
      }
      const body = work();
      ctx.db
        .prepare(
          `INSERT INTO idempotency_keys (member_id, operation, key, request_hash, status_code, response, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          scope.memberId,
          scope.operation,
          scope.key,
          requestHash,
          statusCode,
          JSON.stringify(body),
          nowIso(),
        );
      return { statusCode, body };
    })
    .immediate();
}
