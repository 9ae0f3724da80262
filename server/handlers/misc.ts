/** Inquiry, page-visit statistics, covers, file downloads and ping (tag `misc`). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { ApiError, badRequest, notFound } from '../errors.ts';
import { componentSchema } from '../spec.ts';
import { coverSvg } from '../lib/covers.ts';
import { attachmentDisposition, nowIso, randomId } from '../lib/util.ts';
import { describeValidationError } from '../validation.ts';
import type { Handlers } from './types.ts';

type MiscOperations = 'sendInquiry' | 'recordPageVisit' | 'getCover' | 'downloadFile' | 'ping';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const TEXT_FIELDS = new Set(['email', 'orderCode', 'title', 'content']);

interface StoredFile {
  filename: string;
  contentType: string;
  size: number;
  path: string;
}

/** Validates the text fields of an inquiry with the contract's InquiryForm rules. */
function inquiryValidator() {
  const schema = componentSchema('InquiryForm');
  const properties = { ...(schema.properties as Record<string, unknown>) };
  delete properties.files;
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  return ajv.compile({ ...schema, properties, additionalProperties: false });
}

export function miscHandlers(ctx: AppContext): Handlers<MiscOperations> {
  const { db, config } = ctx;
  const validateInquiry = inquiryValidator();

  return {
    async sendInquiry(request, reply) {
      const { memberId } = authOf(request);
      const fields: Record<string, string> = {};
      const stored: StoredFile[] = [];
      const folder = join(config.filesDir, 'inquiries');
      await mkdir(folder, { recursive: true });
      try {
        const parts = request.parts({
          limits: {
            files: config.inquiryMaxFiles,
            fileSize: config.inquiryMaxFileBytes,
            fields: 20,
            fieldSize: 64 * 1024,
            parts: config.inquiryMaxFiles + 20,
          },
        });
        for await (const part of parts) {
          if (part.type === 'file') {
            if (part.fieldname !== 'files') {
              part.file.resume();
              throw badRequest(
                'validation_failed',
                `body/${part.fieldname} is not a field of the inquiry`,
              );
            }
            const relative = join('inquiries', randomId(16));
            const file: StoredFile = {
              filename: part.filename || 'attachment',
              contentType: part.mimetype || 'application/octet-stream',
              size: 0,
              path: relative,
            };
            stored.push(file);
            part.file.on('data', (chunk: Buffer) => {
              file.size += chunk.length;
            });
            await pipeline(part.file, createWriteStream(join(config.filesDir, relative)));
            if (part.file.truncated) {
              throw new ApiError(
                413,
                'payload_too_large',
                `An attachment is larger than ${config.inquiryMaxFileBytes} bytes.`,
              );
            }
            // A form's empty file input sends an empty part without a name: not an attachment.
            if (!part.filename && file.size === 0) {
              stored.pop();
              await rm(join(config.filesDir, relative), { force: true });
            }
          } else {
            if (!TEXT_FIELDS.has(part.fieldname)) {
              throw badRequest(
                'validation_failed',
                `body/${part.fieldname} is not a field of the inquiry`,
              );
            }
            if (part.fieldname in fields) {
              throw badRequest(
                'validation_failed',
                `body/${part.fieldname} is given more than once`,
              );
            }
            fields[part.fieldname] = String(part.value);
          }
        }
        if (!validateInquiry(fields)) {
          throw badRequest(
            'validation_failed',
            describeValidationError('body', validateInquiry.errors?.[0]),
          );
        }
        if ((fields.title ?? '').trim() === '' || (fields.content ?? '').trim() === '') {
          throw badRequest('validation_failed', 'body/title and body/content must not be blank');
        }
        const inquiryId = db.transaction(() => {
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
          for (const file of stored)
            insertFile.run(id, file.filename, file.contentType, file.size, file.path);
          return id;
        })();
        ctx.log.info({ inquiryId, files: stored.length }, 'inquiry stored');
        reply.code(201);
        return { inquiryId, fileCount: stored.length };
      } catch (error) {
        await Promise.all(
          stored.map((file) => rm(join(config.filesDir, file.path), { force: true })),
        );
        throw error;
      }
    },

    async recordPageVisit(request, reply) {
      const { memberId } = authOf(request);
      const { pageName, url } = request.body;
      db.prepare(
        'INSERT INTO page_visits (member_id, page_name, url, created_at) VALUES (?, ?, ?, ?)',
      ).run(memberId, pageName, url, nowIso());
      return reply.code(204).send();
    },

    async getCover(request, reply) {
      const { bookId } = request.params;
      const info = ctx.catalogue.coverInfo(bookId);
      if (!info) throw notFound(`No book with id ${bookId}.`);
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(coverSvg(bookId, info.title, info.author, info.publisher));
    },

    async downloadFile(request, reply) {
      const file = db
        .prepare<[string], { filename: string; content_type: string; data: Buffer }>(
          'SELECT filename, content_type, data FROM files WHERE key = ?',
        )
        .get(request.params.fileKey);
      if (!file) throw notFound('No such file.');
      return reply
        .header('Content-Type', file.content_type)
        .header('Content-Disposition', attachmentDisposition(file.filename))
        .header('Cache-Control', 'private, no-store')
        .send(file.data);
    },

    async ping(_request, reply) {
      return reply.header('Content-Type', 'text/plain; charset=utf-8').send('pong');
    },
  };
}
