/**
 * The member's inquiries to the provider: storing one with its attachments, within the member's
 * daily quota. Where attachments live and how the quota is counted is server/attachments.ts's.
 */
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { quotaUse } from './attachments.ts';
import type { Db } from './db/index.ts';
import { nowIso } from './lib/util.ts';

/** An attachment received with an inquiry. */
export interface StoredFile {
  filename: string;
  contentType: string;
  size: number;
  /** Where it is kept, relative to FILES_DIR. */
  path: string;
  /** Where it is written while the request runs (absolute). */
  partial: string;
  moved: boolean;
}

export interface InquiryFields {
  email?: string;
  orderCode?: string;
  title?: string;
  content?: string;
}

/** Moves the received attachments from the partial folder to where they are kept. */
export async function keepAttachments(filesDir: string, files: readonly StoredFile[]) {
  for (const file of files) {
    await rename(file.partial, join(filesDir, file.path));
    file.moved = true;
  }
}

/** Removes what a refused or failed inquiry received, wherever it is by now. */
export async function discardAttachments(filesDir: string, files: readonly StoredFile[]) {
  await Promise.all(
    files.map((file) => rm(file.moved ? join(filesDir, file.path) : file.partial, { force: true })),
  );
}

/**
 * Stores an inquiry and its attachments' rows; answers its id. The stored total is checked once
 * more where it is written (`overQuota` throws): the upload's reservation is this process's
 * bookkeeping, the database is the truth.
 */
export function storeInquiry(
  db: Db,
  inquiry: {
    memberId: string;
    fields: InquiryFields;
    files: readonly StoredFile[];
    dailyBytes: number;
    overQuota: () => Error;
  },
): number {
  const { memberId, fields, files } = inquiry;
  const sending = files.reduce((sum, file) => sum + file.size, 0);
  return db.transaction(() => {
    if (quotaUse(db, memberId).bytes + sending > inquiry.dailyBytes) throw inquiry.overQuota();
    const result = db
      .prepare(
        'INSERT INTO inquiries (member_id, email, order_code, title, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(
        memberId,
        (fields.email ?? '').trim(),
        (fields.orderCode ?? '').trim(),
        (fields.title ?? '').trim(),
        fields.content ?? '',
        nowIso(),
      );
    const id = Number(result.lastInsertRowid);
    const insertFile = db.prepare(
      'INSERT INTO inquiry_files (inquiry_id, filename, content_type, size, path) VALUES (?, ?, ?, ?, ?)',
    );
    for (const file of files)
      insertFile.run(id, file.filename, file.contentType, file.size, file.path);
    return id;
  })();
}
