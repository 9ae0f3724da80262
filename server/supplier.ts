/**
 * The supplier: who runs the portal and sells the books (docs/operations.md#supplier). Its identity
 * is a setting the provider sets (`npm run admin -- supplier …`), which members read
 * (`getSupplier`, the footer) and the documents a school's office files print with the seal image
 * (직인), which is never served.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { components } from '../src/api/schema.gen.ts';
import {
  formatRegistrationNumber,
  isRegistrationNumber,
  readRegistrationNumber,
} from '../src/rules/registration-number.ts';
import { getSetting, setSetting, type Db } from './db/index.ts';

export type Supplier = components['schemas']['Supplier'];
export type SupplierField = keyof Supplier;

/** What the settings table keeps: the identity, and the seal's file under FILES_DIR. */
interface StoredSupplier extends Supplier {
  seal: string | null;
}

const SETTING = 'supplier';
/** Where the seal lives, under FILES_DIR: not a folder the static server or the files route serves. */
const SEAL_FOLDER = 'supplier';
/** A seal is a small stamp; a larger file is a mistake (a scan of the whole page). */
export const SEAL_MAX_BYTES = 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const TEXT_MAX = 200;
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/** The command's names of the fields (`supplier registration-number 123-45-67891`). */
export const SUPPLIER_FIELDS: Readonly<Record<string, SupplierField>> = {
  name: 'name',
  'registration-number': 'registrationNumber',
  representative: 'representative',
  address: 'address',
  'business-type': 'businessType',
  'business-item': 'businessItem',
  phone: 'phone',
  email: 'email',
};

const EMPTY: StoredSupplier = {
  name: '',
  registrationNumber: '',
  representative: '',
  address: '',
  businessType: '',
  businessItem: '',
  phone: '',
  email: '',
  seal: null,
};

/** A value the provider may not set, told in the provider's words. */
export class SupplierRefused extends Error {
  override name = 'SupplierRefused';
}

function stored(db: Db): StoredSupplier {
  const raw = getSetting(db, SETTING);
  return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<StoredSupplier>) } : { ...EMPTY };
}

/** The supplier as members read it (empty texts for what the provider has not set). */
export function supplier(db: Db): Supplier {
  const { seal: _seal, ...identity } = stored(db);
  return identity;
}

/**
 * The supplier for the documents (견적서, 거래명세서): the identity, the registration number as
 * printed (`123-45-67891`), and the seal image's PNG bytes (null without one, or when its file has
 * gone). `missing` lists the fields not set yet, so a document can say what it lacks.
 */
export function supplierIdentity(
  db: Db,
  filesDir: string,
): Supplier & { printedRegistrationNumber: string; seal: Buffer | null; missing: SupplierField[] } {
  const { seal, ...identity } = stored(db);
  let bytes: Buffer | null = null;
  if (seal) {
    try {
      bytes = readFileSync(join(filesDir, SEAL_FOLDER, seal));
    } catch {
      bytes = null;
    }
  }
  return {
    ...identity,
    printedRegistrationNumber: formatRegistrationNumber(identity.registrationNumber),
    seal: bytes,
    missing: (Object.keys(identity) as SupplierField[]).filter((field) => identity[field] === ''),
  };
}

/** Checks and normalises one field's value; throws SupplierRefused with the reason. */
function checkedValue(field: SupplierField, value: string): string {
  const text = value.trim();
  if (text === '') throw new SupplierRefused(`The supplier's ${field} must not be empty.`);
  if (text.length > TEXT_MAX || text.includes('\u0000')) {
    throw new SupplierRefused(`The supplier's ${field} can be up to ${TEXT_MAX} characters long.`);
  }
  if (field === 'registrationNumber') {
    const digits = readRegistrationNumber(text);
    if (!digits || !isRegistrationNumber(digits)) {
      throw new SupplierRefused(
        `${text} is not a valid 사업자등록번호: 10 digits whose last is the check digit.`,
      );
    }
    return digits;
  }
  if (field === 'email' && !EMAIL.test(text)) {
    throw new SupplierRefused(`${text} is not an e-mail address.`);
  }
  return text;
}

/** Sets several fields at once (the seed, a settings file): all are checked before any is written. */
export function setSupplier(db: Db, values: Partial<Supplier>): Supplier {
  const current = stored(db);
  const next = { ...current };
  for (const [field, value] of Object.entries(values) as [SupplierField, string][]) {
    next[field] = checkedValue(field, value);
  }
  setSetting(db, SETTING, JSON.stringify(next));
  return supplier(db);
}

/**
 * Stores the seal image (직인): a PNG of at most 1 MB, copied under FILES_DIR with a name of its
 * content, so a document being made meanwhile reads the old file or the new one whole.
 */
export function setSupplierSeal(db: Db, filesDir: string, png: Buffer): string {
  if (png.length > SEAL_MAX_BYTES) {
    throw new SupplierRefused(`The seal image must be at most ${SEAL_MAX_BYTES} bytes.`);
  }
  if (!png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw new SupplierRefused('The seal image must be a PNG file.');
  }
  const folder = join(filesDir, SEAL_FOLDER);
  mkdirSync(folder, { recursive: true });
  const name = `seal-${createHash('sha256').update(png).digest('hex').slice(0, 16)}.png`;
  writeFileSync(join(folder, `${name}.part`), png);
  renameSync(join(folder, `${name}.part`), join(folder, name));
  const current = stored(db);
  setSetting(db, SETTING, JSON.stringify({ ...current, seal: name }));
  if (current.seal && current.seal !== name) rmSync(join(folder, current.seal), { force: true });
  return name;
}

/** Removes the seal image: the documents are then printed without one. */
export function removeSupplierSeal(db: Db, filesDir: string): void {
  const current = stored(db);
  setSetting(db, SETTING, JSON.stringify({ ...current, seal: null }));
  if (current.seal) rmSync(join(filesDir, SEAL_FOLDER, current.seal), { force: true });
}

/** The demo data's supplier: a fictional company (its number is a valid but made-up one). */
export const DEMO_SUPPLIER: Supplier = {
  name: '(주)새솔도서유통',
  registrationNumber: '1234567891',
  representative: '한서윤',
  address: '서울특별시 마포구 양화로 45, 3층 (서교동)',
  businessType: '도매 및 소매업',
  businessItem: '서적, 전자출판물',
  phone: '02-3141-5926',
  email: 'orders@saesol-books.example',
};
