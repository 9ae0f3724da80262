/**
 * What an inquiry attachment is, judged by its first bytes rather than by the name or the media
 * type the browser sent (both are the sender's word). A file is accepted when its extension is one
 * of the kinds below and its content starts the way that kind does; programs are refused whatever
 * they are called.
 */
import { extname } from 'node:path';

/** How many leading bytes the checks read. */
export const SNIFF_BYTES = 4096;

const bytes = (...values: number[]) => Buffer.from(values);
const startsWith = (head: Buffer, prefix: Buffer | string, offset = 0) => {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return head.length >= offset + expected.length && head.subarray(offset).indexOf(expected) === 0;
};

/** Programs and scripts: Windows (MZ), Linux (ELF), macOS (Mach-O, fat binaries), `#!` scripts. */
const PROGRAM_SIGNATURES: Buffer[] = [
  Buffer.from('MZ'),
  bytes(0x7f, 0x45, 0x4c, 0x46),
  bytes(0xfe, 0xed, 0xfa, 0xce),
  bytes(0xfe, 0xed, 0xfa, 0xcf),
  bytes(0xce, 0xfa, 0xed, 0xfe),
  bytes(0xcf, 0xfa, 0xed, 0xfe),
  bytes(0xca, 0xfe, 0xba, 0xbe),
  Buffer.from('#!'),
];

const ZIP = (head: Buffer) => startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06');
const OLE = (head: Buffer) =>
  startsWith(head, bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1));
/** Plain text in any encoding a school's PC writes (UTF-8, UTF-16 with BOM, EUC-KR): no NUL. */
const TEXT = (head: Buffer) =>
  startsWith(head, bytes(0xff, 0xfe)) || startsWith(head, bytes(0xfe, 0xff)) || !head.includes(0);

/** The kinds an inquiry may carry (documents, spreadsheets, images, text, archives). */
const KINDS: Record<string, (head: Buffer) => boolean> = {
  pdf: (head) => startsWith(head, '%PDF-'),
  png: (head) => startsWith(head, bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)),
  jpg: (head) => startsWith(head, bytes(0xff, 0xd8, 0xff)),
  jpeg: (head) => startsWith(head, bytes(0xff, 0xd8, 0xff)),
  gif: (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'),
  webp: (head) => startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8),
  bmp: (head) => startsWith(head, 'BM'),
  tif: (head) => startsWith(head, 'II*\0') || startsWith(head, 'MM\0*'),
  tiff: (head) => startsWith(head, 'II*\0') || startsWith(head, 'MM\0*'),
  heic: (head) => startsWith(head, 'ftyp', 4),
  zip: ZIP,
  docx: ZIP,
  xlsx: ZIP,
  pptx: ZIP,
  hwpx: ZIP,
  odt: ZIP,
  ods: ZIP,
  odp: ZIP,
  doc: OLE,
  xls: OLE,
  ppt: OLE,
  hwp: OLE,
  txt: TEXT,
  csv: TEXT,
  tsv: TEXT,
  md: TEXT,
};

/** Whether a file of this name is a ZIP package (its expansion is checked: lib/archives.ts). */
export const isZipKind = (filename: string): boolean => {
  const extension = extname(filename).slice(1).toLowerCase();
  return Object.hasOwn(KINDS, extension) && KINDS[extension] === ZIP;
};

/** The extensions accepted, for messages. */
export const ACCEPTED_EXTENSIONS = Object.keys(KINDS);

export type FileVerdict =
  { accepted: true } | { accepted: false; reason: 'program' | 'unknown_kind' | 'content_mismatch' };

/** Judges a file by its name and its first bytes (at most SNIFF_BYTES of them). */
export function judgeFile(filename: string, head: Buffer): FileVerdict {
  if (PROGRAM_SIGNATURES.some((signature) => startsWith(head, signature))) {
    return { accepted: false, reason: 'program' };
  }
  const extension = extname(filename).slice(1).toLowerCase();
  const matches = Object.hasOwn(KINDS, extension) ? KINDS[extension] : undefined;
  if (!matches) return { accepted: false, reason: 'unknown_kind' };
  return matches(head) ? { accepted: true } : { accepted: false, reason: 'content_mismatch' };
}
