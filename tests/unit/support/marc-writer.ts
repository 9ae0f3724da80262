/**
 * A small ISO 2709 writer for tests and the benchmark: MARC records as a library system exports
 * them (UTF-8, leader, directory, field and subfield separators), so the reader is tested against
 * bytes laid out by the standard rather than by itself.
 */

export type MarcFieldSpec =
  | { tag: string; value: string }
  | { tag: string; indicators?: string; subfields: [code: string, value: string][] };

const encoder = new TextEncoder();
const FT = 0x1e;
const RT = 0x1d;
const SD = 0x1f;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

function fieldBytes(field: MarcFieldSpec): Uint8Array {
  const parts: number[] = [];
  if ('value' in field) {
    parts.push(...encoder.encode(field.value));
  } else {
    parts.push(...encoder.encode(field.indicators ?? '  '));
    for (const [code, value] of field.subfields) {
      parts.push(SD, ...encoder.encode(code), ...encoder.encode(value));
    }
  }
  parts.push(FT);
  return Uint8Array.from(parts);
}

export function marcRecord(fields: readonly MarcFieldSpec[]): Uint8Array<ArrayBuffer> {
  const data = fields.map(fieldBytes);
  let start = 0;
  const directory = fields
    .map((field, index) => {
      const entry = `${field.tag}${pad(data[index]!.length, 4)}${pad(start, 5)}`;
      start += data[index]!.length;
      return entry;
    })
    .join('');
  const base = 24 + directory.length + 1;
  const length = base + start + 1;
  const leader = `${pad(length, 5)}nam a22${pad(base, 5)}   4500`;
  const bytes = new Uint8Array(length);
  bytes.set(encoder.encode(leader + directory), 0);
  bytes[base - 1] = FT;
  let offset = base;
  for (const field of data) {
    bytes.set(field, offset);
    offset += field.length;
  }
  bytes[length - 1] = RT;
  return bytes;
}

export function marcFile(records: readonly (readonly MarcFieldSpec[])[]): Uint8Array<ArrayBuffer> {
  const encoded = records.map(marcRecord);
  const file = new Uint8Array(encoded.reduce((sum, record) => sum + record.length, 0));
  let offset = 0;
  for (const record of encoded) {
    file.set(record, offset);
    offset += record.length;
  }
  return file;
}

/** A book as a KORMARC export has it: control number, ISBNs, title, one 049 $l per copy. */
export function bookRecord(
  id: number,
  { isbns, title, copies = 0 }: { isbns: string[]; title: string; copies?: number },
): MarcFieldSpec[] {
  return [
    { tag: '001', value: `KMO${pad(id, 9)}` },
    ...isbns.map((isbn): MarcFieldSpec => ({ tag: '020', subfields: [['a', isbn]] })),
    { tag: '245', indicators: '00', subfields: [['a', title]] },
    ...(copies > 0
      ? [
          {
            tag: '049',
            indicators: '0 ',
            subfields: Array.from({ length: copies }, (_, copy): [string, string] => [
              'l',
              `EM${pad(id * 10 + copy, 7)}`,
            ]),
          },
        ]
      : []),
  ];
}
