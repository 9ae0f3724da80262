/**
 * What a ZIP-based attachment (a .zip, and the office formats that are ZIP packages) would
 * expand to, read from its central directory without inflating anything. Whoever opens the
 * attachment later (the provider's staff) must not meet an archive bomb: an archive that would
 * expand beyond MAX_EXPANDED_BYTES, an entry that expands more than MAX_RATIO times (beyond
 * small ones), more than MAX_ENTRIES entries, or a .zip that holds further archives (the nested
 * kind of bomb) is refused.
 */
import { open } from 'node:fs/promises';
import { extname } from 'node:path';

const MAX_EXPANDED_BYTES = 256 * 1024 * 1024;
const MAX_RATIO = 200;
const MAX_ENTRIES = 10_000;
/** Entries up to this size may compress as well as they like (a page of blank cells). */
const SMALL_ENTRY_BYTES = 1024 * 1024;
const NESTED_ARCHIVES = new Set([
  '.zip',
  '.7z',
  '.rar',
  '.gz',
  '.tgz',
  '.bz2',
  '.xz',
  '.tar',
  '.cab',
  '.jar',
]);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
const MAX_COMMENT = 0xffff;

export type ArchiveVerdict = { accepted: true } | { accepted: false; reason: string };

const refuse = (reason: string): ArchiveVerdict => ({ accepted: false, reason });

/** Judges the ZIP file at `path`; `filename` decides whether nested archives are looked for. */
export async function judgeZip(path: string, filename: string): Promise<ArchiveVerdict> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + MAX_COMMENT);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === END_OF_DIRECTORY) {
        end = at;
        break;
      }
    }
    if (end < 0) return refuse('it is not a readable ZIP archive');
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
      // ZIP64 directories are for archives far beyond any attachment's size.
      return refuse('it is a ZIP64 archive');
    }
    if (entries > MAX_ENTRIES) return refuse(`it holds more than ${MAX_ENTRIES} files`);
    if (directoryOffset + directorySize > size) return refuse('its directory is damaged');
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    const lookForArchives = extname(filename).toLowerCase() === '.zip';
    let expanded = 0;
    let at = 0;
    for (let index = 0; index < entries; index += 1) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) {
        return refuse('its directory is damaged');
      }
      let compressed = directory.readUInt32LE(at + 20);
      let uncompressed = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      if (uncompressed === 0xffffffff || compressed === 0xffffffff) {
        const sizes = zip64Sizes(
          directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength),
          uncompressed === 0xffffffff,
          compressed === 0xffffffff,
        );
        if (!sizes) return refuse('its directory is damaged');
        uncompressed = sizes.uncompressed ?? uncompressed;
        compressed = sizes.compressed ?? compressed;
      }
      expanded += uncompressed;
      if (expanded > MAX_EXPANDED_BYTES) {
        return refuse(`it would expand to more than ${MAX_EXPANDED_BYTES} bytes`);
      }
      if (uncompressed > SMALL_ENTRY_BYTES && uncompressed > Math.max(1, compressed) * MAX_RATIO) {
        return refuse(`${name} would expand more than ${MAX_RATIO} times`);
      }
      if (lookForArchives && NESTED_ARCHIVES.has(extname(name).toLowerCase())) {
        return refuse(`it holds another archive (${name})`);
      }
      at += 46 + nameLength + extraLength + commentLength;
    }
    return { accepted: true };
  } finally {
    await file.close();
  }
}

/** The 64-bit sizes of a ZIP64 extra field, in the order the format puts them. */
function zip64Sizes(
  extra: Buffer,
  hasUncompressed: boolean,
  hasCompressed: boolean,
): { uncompressed?: number; compressed?: number } | null {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const read = () => {
        if (field + 8 > at + 4 + length) return null;
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      const uncompressed = hasUncompressed ? read() : undefined;
      const compressed = hasCompressed ? read() : undefined;
      if (uncompressed === null || compressed === null) return null;
      return { uncompressed, compressed };
    }
    at += 4 + length;
  }
  return null;
}
