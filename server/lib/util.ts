import { createHash, randomBytes } from 'node:crypto';

/** Current time as an ISO-8601 UTC string (the format of every stored time). */
export const nowIso = (): string => new Date().toISOString();

/** A random URL-safe identifier of `bytes` bytes (16 = 128 bits, 22 characters). */
export const randomId = (bytes = 16): string => randomBytes(bytes).toString('base64url');

/** Hex sha256 of a string. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The key an account's e-mail is found by: trimmed and lower-cased. (Names a member gives, of
 * selections, funds and filters, compare by the stricter `nameKey` of src/rules/names.ts.)
 */
export const emailKey = (email: string): string => email.trim().toLowerCase();

/** Local calendar date of a Date as YYYY-MM-DD (the server's time zone). */
export function localDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** Start of a local calendar day (YYYY-MM-DD) as a Date. */
export function startOfLocalDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A canonical JSON text (sorted keys), for hashing request bodies. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `Content-Disposition: attachment` with an ASCII fallback and the RFC 5987 `filename*`. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
