/**
 * A reader of ISO 2709 exchange files (MARC 21 and KORMARC `.mrc`): each record is a 24-byte
 * leader (record length, base address of data), a directory of 12-byte entries (tag, field length,
 * start), then the fields. Lengths and offsets count bytes, so the record is read as bytes and
 * each value decoded as UTF-8 on its own.
 */

const FIELD_TERMINATOR = 0x1e;
const RECORD_TERMINATOR = 0x1d;
const SUBFIELD_DELIMITER = 0x1f;
const LEADER_LENGTH = 24;
const DIRECTORY_ENTRY_LENGTH = 12;

export interface MarcSubfield {
  code: string;
  value: string;
}

export interface MarcField {
  tag: string;
  /** Control fields (tags 001–009) have a value and no subfields. */
  value?: string;
  subfields: MarcSubfield[];
}

export interface MarcRecord {
  leader: string;
  fields: MarcField[];
}

export type MarcReading = { record: MarcRecord } | { error: string };

const decoder = new TextDecoder('utf-8');

/** ASCII (ISBNs, codes, the leader) without the decoder: a call per value costs more than it. */
function decode(bytes: Uint8Array): string {
  if (bytes.length > 64) return decoder.decode(bytes);
  let text = '';
  for (const byte of bytes) {
    if (byte >= 0x80) return decoder.decode(bytes);
    text += String.fromCharCode(byte);
  }
  return text;
}

function digits(bytes: Uint8Array, start: number, length: number): number {
  let value = 0;
  for (let i = start; i < start + length; i++) {
    const byte = bytes[i]!;
    if (byte < 0x30 || byte > 0x39) return NaN;
    value = value * 10 + (byte - 0x30);
  }
  return value;
}

function readField(tag: string, bytes: Uint8Array): MarcField {
  if (tag < '010') return { tag, value: decode(bytes), subfields: [] };
  const subfields: MarcSubfield[] = [];
  let start = bytes.indexOf(SUBFIELD_DELIMITER);
  while (start !== -1) {
    const next = bytes.indexOf(SUBFIELD_DELIMITER, start + 1);
    const end = next === -1 ? bytes.length : next;
    if (end > start + 1) {
      subfields.push({
        code: String.fromCharCode(bytes[start + 1]!),
        value: decode(bytes.subarray(start + 2, end)),
      });
    }
    start = next;
  }
  return { tag, subfields };
}

/**
 * One record, from its leader to (without) its record terminator; with `tags`, only those fields
 * are decoded (an import of 100,000 records needs three of a record's dozens).
 */
function readMarcRecord(bytes: Uint8Array, tags?: ReadonlySet<string>): MarcReading {
  if (bytes.length < LEADER_LENGTH + 1) return { error: 'short' };
  const base = digits(bytes, 12, 5);
  if (!Number.isFinite(base) || base <= LEADER_LENGTH || base > bytes.length) {
    return { error: 'leader' };
  }
  const leader = decode(bytes.subarray(0, LEADER_LENGTH));
  const fields: MarcField[] = [];
  for (
    let entry = LEADER_LENGTH;
    entry + DIRECTORY_ENTRY_LENGTH <= base && bytes[entry] !== FIELD_TERMINATOR;
    entry += DIRECTORY_ENTRY_LENGTH
  ) {
    const tag = String.fromCharCode(bytes[entry]!, bytes[entry + 1]!, bytes[entry + 2]!);
    if (tags && !tags.has(tag)) continue;
    const length = digits(bytes, entry + 3, 4);
    const start = digits(bytes, entry + 7, 5);
    if (!Number.isFinite(length) || !Number.isFinite(start)) return { error: 'directory' };
    const from = base + start;
    let to = Math.min(from + length, bytes.length);
    if (to > from && bytes[to - 1] === FIELD_TERMINATOR) to--;
    fields.push(readField(tag, bytes.subarray(from, to)));
  }
  return { record: { leader, fields } };
}

/**
 * Every record of a file. Records are split at their terminators rather than read by the leader's
 * record length: some library systems write a line break between records, and one damaged
 * record must not shift every record after it.
 */
export function readMarcFile(bytes: Uint8Array, tags?: ReadonlySet<string>): MarcReading[] {
  const readings: MarcReading[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(RECORD_TERMINATOR, start);
    if (end === -1) end = bytes.length;
    let from = start;
    while (from < end && (bytes[from] === 0x0a || bytes[from] === 0x0d || bytes[from] === 0x20)) {
      from++;
    }
    if (from < end) readings.push(readMarcRecord(bytes.subarray(from, end), tags));
    start = end + 1;
  }
  return readings;
}

/** The values of one subfield in every occurrence of a field. */
export function subfieldValues(record: MarcRecord, tag: string, code: string): string[] {
  const values: string[] = [];
  for (const field of record.fields) {
    if (field.tag !== tag) continue;
    for (const subfield of field.subfields) if (subfield.code === code) values.push(subfield.value);
  }
  return values;
}
