import { Inflate } from 'fflate';
import { HoldingsTooLargeError, MAX_INFLATED_BYTES } from './limits';

/** One entry of a zip's central directory: what it says about itself before anything is inflated. */
interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  /** As declared: a zip bomb may declare less than it inflates to. */
  size: number;
  headerOffset: number;
}

/** Compressed bytes handed to the inflater at a time: its output per step stays small (≤ 16 MB). */
const STEP_BYTES = 16 * 1024;

/**
 * The named entries of a zip (an .xlsx), inflated under one budget: refused before inflating when
 * their declared sizes pass `limit`, and stopped as soon as the inflated bytes pass it (declared
 * sizes can lie). Entries not asked for are never inflated. Throws HoldingsTooLargeError past the
 * limit, Error for what is not a zip this reads (zip64, encryption, other methods).
 */
export function readZipEntries(
  name: string,
  bytes: Uint8Array,
  wanted: readonly string[],
  limit = MAX_INFLATED_BYTES,
): Record<string, Uint8Array> {
  const entries = centralDirectory(bytes).filter((entry) => wanted.includes(entry.name));
  const declared = entries.reduce((sum, entry) => sum + entry.size, 0);
  if (declared > limit) throw new HoldingsTooLargeError(name);
  const files: Record<string, Uint8Array> = {};
  let budget = limit;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    if (entry.method === 0) {
      if (data.length > budget) throw new HoldingsTooLargeError(name);
      budget -= data.length;
      files[entry.name] = data;
      continue;
    }
    if (entry.method !== 8) throw new Error(`${entry.name}: compression ${entry.method}`);
    const chunks: Uint8Array[] = [];
    let total = 0;
    let ended = false;
    const inflate = new Inflate((chunk, final) => {
      total += chunk.length;
      if (total > budget) throw new HoldingsTooLargeError(name);
      chunks.push(chunk);
      if (final) ended = true;
    });
    for (let offset = 0; offset < data.length && !ended; offset += STEP_BYTES) {
      const end = Math.min(data.length, offset + STEP_BYTES);
      inflate.push(data.subarray(offset, end), end === data.length);
    }
    budget -= total;
    files[entry.name] = concat(chunks, total);
  }
  return files;
}

function concat(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function centralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record: 22 bytes, then a comment of at most 65,535.
  let end = bytes.length - 22;
  const stop = Math.max(0, end - 0xffff);
  while (end >= stop && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < stop) throw new Error('not a zip');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === 0xffffffff) throw new Error('zip64');
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) {
      throw new Error('broken central directory');
    }
    const flags = view.getUint16(at + 8, true);
    if (flags & 1) throw new Error('encrypted');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      headerOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.headerOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== 0x04034b50) {
    throw new Error('broken local header');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new Error('truncated entry');
  return bytes.subarray(start, start + entry.compressedSize);
}
