/** The member's inquiry to the provider, with attachments (sendInquiry, tag `misc`). */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  INQUIRY_FOLDER,
  PARTIAL_FOLDER,
  QUOTA_WINDOW_MS,
  UploadReservations,
  type UploadReservation,
} from '../attachments.ts';
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { ApiError, badRequest } from '../errors.ts';
import { componentSchema } from '../spec.ts';
import { judgeZip } from '../lib/archives.ts';
import { ACCEPTED_EXTENSIONS, isZipKind, judgeFile, SNIFF_BYTES } from '../lib/file-types.ts';
import {
  discardAttachments,
  keepAttachments,
  storeInquiry,
  type InquiryFields,
  type StoredFile,
} from '../inquiries.ts';
import { randomId } from '../lib/util.ts';
import { describeValidationError } from '../validation.ts';
import type { Handlers } from './types.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const TEXT_FIELDS = new Set(['email', 'orderCode', 'title', 'content']);

/**
 * Text of a multipart field or file name: the parser has already replaced bytes that are not
 * UTF-8 by U+FFFD, which nobody types, so that character means the sender's bytes were not UTF-8.
 */
function checkText(value: string, what: string): void {
  if (value.includes('\uFFFD')) {
    throw new ApiError(400, 'invalid_encoding', `${what} is not valid UTF-8.`);
  }
  if (value.includes('\0')) {
    throw badRequest('validation_failed', `${what} must not contain NUL characters`);
  }
}

/** CR, LF and the other C0 controls (and DEL) have no place in a file name. */
const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** `415` for an attachment whose content is a program, of a kind not taken, or not its name's. */
function refusedFile(filename: string, reason: 'program' | 'unknown_kind' | 'content_mismatch') {
  const message = {
    program: `${filename} is a program or script; such files are not accepted.`,
    unknown_kind: `${filename} is not of a kind accepted (${ACCEPTED_EXTENSIONS.join(', ')}).`,
    content_mismatch: `The content of ${filename} does not match its extension.`,
  }[reason];
  return new ApiError(415, 'unsupported_file_type', message);
}

/**
 * Counts the multipart delimiters (`--boundary`) of the request body as it streams by. Must be
 * called once the parser is piped, so the body is not read before the parser listens.
 */
function countDelimiters(request: FastifyRequest): { count: number } {
  const counter = { count: 0 };
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`, 'latin1');
  if (delimiter.length <= 2) return counter;
  let tail = Buffer.alloc(0);
  request.raw.on('data', (chunk: Buffer) => {
    const text = Buffer.concat([tail, chunk]);
    for (let at = text.indexOf(delimiter); at !== -1; at = text.indexOf(delimiter, at + 1)) {
      counter.count += 1;
    }
    // Keep what could be the start of a delimiter cut by the chunk's end (never a whole one).
    tail = text.subarray(Math.max(0, text.length - delimiter.length + 1));
  });
  return counter;
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

/** What one upload works with: its folders, its share of the quota, and its 429. */
interface Upload {
  partialDir: string;
  reservation: UploadReservation;
  /** Bytes of attachments received so far. */
  sending: number;
  overQuota: () => ApiError;
  maxFileBytes: number;
}

export function inquiryHandlers(ctx: AppContext): Handlers<'sendInquiry'> {
  const { db, config } = ctx;
  const validateInquiry = inquiryValidator();
  const uploads = new UploadReservations();

  return {
    async sendInquiry(request, reply) {
      const { memberId } = authOf(request);
      const upload = await startUpload(ctx, uploads, request, reply, memberId);
      const files: StoredFile[] = [];
      try {
        const fields = await readInquiryForm(request, upload, files, config.inquiryMaxFiles);
        if (!validateInquiry(fields)) {
          throw badRequest(
            'validation_failed',
            describeValidationError('body', validateInquiry.errors?.[0]),
          );
        }
        await keepAttachments(config.filesDir, files);
        const { overQuota } = upload;
        const dailyBytes = config.inquiryDailyBytes;
        const inquiryId = storeInquiry(db, { memberId, fields, files, dailyBytes, overQuota });
        ctx.log.info({ inquiryId, files: files.length }, 'inquiry stored');
        reply.code(201);
        return { inquiryId, fileCount: files.length };
      } catch (error) {
        await discardAttachments(config.filesDir, files);
        throw error;
      } finally {
        upload.reservation.release();
      }
    },
  };
}

/**
 * Prepares the folders and reserves the member's quota: the share this upload may use is reserved
 * before a byte of it is read (its whole body at most: the files cannot be larger), so parallel
 * uploads split what is left instead of each counting on all of it.
 */
async function startUpload(
  { db, config }: AppContext,
  uploads: UploadReservations,
  request: FastifyRequest,
  reply: FastifyReply,
  memberId: string,
): Promise<Upload> {
  const partialDir = join(config.filesDir, PARTIAL_FOLDER);
  await mkdir(partialDir, { recursive: true });
  await mkdir(join(config.filesDir, INQUIRY_FOLDER), { recursive: true });
  const declared = Number(request.headers['content-length']);
  const { reservation, used } = uploads.reserve(
    db,
    memberId,
    config.inquiryDailyBytes,
    Number.isSafeInteger(declared) && declared > 0 ? declared : Number.POSITIVE_INFINITY,
  );
  const overQuota = () => {
    const freesAt = used.freesAt ?? Date.now() + QUOTA_WINDOW_MS;
    void reply.header('Retry-After', Math.max(1, Math.ceil((freesAt - Date.now()) / 1000)));
    return new ApiError(
      429,
      'upload_quota_exceeded',
      `Attachments of at most ${config.inquiryDailyBytes} bytes can be sent in 24 hours.`,
    );
  };
  if (!reservation) throw overQuota();
  return {
    partialDir,
    reservation,
    sending: 0,
    overQuota,
    maxFileBytes: config.inquiryMaxFileBytes,
  };
}

/** Reads the multipart form: its text fields (answered), its attachments (into `files`). */
async function readInquiryForm(
  request: FastifyRequest,
  upload: Upload,
  files: StoredFile[],
  maxFiles: number,
): Promise<InquiryFields & Record<string, string>> {
  const fields: Record<string, string> = {};
  const parts = request.parts({
    limits: {
      files: maxFiles,
      fileSize: upload.maxFileBytes,
      fields: 20,
      fieldSize: 64 * 1024,
      parts: maxFiles + 20,
    },
  });
  const iterator = parts[Symbol.asyncIterator]();
  // The first step starts piping the request into the parser; counting its delimiters
  // alongside tells a part the parser dropped (a line break in a header) from no part.
  const pending = iterator.next();
  const delimiters = countDelimiters(request);
  let partsSeen = 0;
  for (let step = await pending; !step.done; step = await iterator.next()) {
    const part = step.value;
    partsSeen += 1;
    if (part.type === 'file') await readFilePart(part, upload, files);
    else readFieldPart(part.fieldname, String(part.value), fields);
  }
  if (partsSeen < delimiters.count - 1) {
    throw badRequest(
      'validation_failed',
      'A part of the form could not be read (a line break in a field or file name?).',
    );
  }
  return fields;
}

function readFieldPart(name: string, value: string, fields: Record<string, string>): void {
  if (!TEXT_FIELDS.has(name)) {
    throw badRequest('validation_failed', `body/${name} is not a field of the inquiry`);
  }
  if (name in fields) {
    throw badRequest('validation_failed', `body/${name} is given more than once`);
  }
  checkText(value, `body/${name}`);
  fields[name] = value;
}

/** Receives one attachment into the partial folder and judges it; refuses what is not taken. */
async function readFilePart(part: MultipartFile, upload: Upload, files: StoredFile[]) {
  if (part.fieldname !== 'files') {
    part.file.resume();
    throw badRequest('validation_failed', `body/${part.fieldname} is not a field of the inquiry`);
  }
  const filename = part.filename ?? '';
  checkText(filename, 'body/files: a file name');
  if (hasControlCharacter(filename)) {
    part.file.resume();
    throw badRequest(
      'validation_failed',
      'body/files: a file name must not contain control characters',
    );
  }
  const file: StoredFile = {
    filename: filename || 'attachment',
    contentType: part.mimetype || 'application/octet-stream',
    size: 0,
    path: join(INQUIRY_FOLDER, randomId(16)),
    partial: join(upload.partialDir, randomId(16)),
    moved: false,
  };
  files.push(file);
  const head = await receive(part, file, upload);
  // A form's empty file input sends an empty part without a name: not an attachment.
  if (!part.filename && file.size === 0) {
    files.pop();
    await rm(file.partial, { force: true });
    return;
  }
  await judge(file, head);
}

/** Writes a part to its partial file within the quota; answers its first bytes. */
async function receive(part: MultipartFile, file: StoredFile, upload: Upload): Promise<Buffer> {
  const heads: Buffer[] = [];
  let headBytes = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      file.size += chunk.length;
      upload.sending += chunk.length;
      if (headBytes < SNIFF_BYTES) {
        heads.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_BYTES - headBytes);
      }
      if (upload.sending > upload.reservation.bytes) next(upload.overQuota());
      else next(null, chunk);
    },
  });
  const sink = createWriteStream(file.partial);
  try {
    await pipeline(part.file, meter, sink);
  } catch (error) {
    // A refused part (over the quota) can end the pipeline before its file has even been opened;
    // the file is created once the open completes, after a removal would already have run, and
    // stays behind until the next start. Removal waits for the file to be closed.
    if (!sink.closed) await once(sink, 'close');
    throw error;
  }
  if (part.file.truncated) {
    throw new ApiError(
      413,
      'payload_too_large',
      `An attachment is larger than ${upload.maxFileBytes} bytes.`,
    );
  }
  return Buffer.concat(heads);
}

/** Refuses an attachment whose content is not of a kind taken (archives: what they hold). */
async function judge(file: StoredFile, head: Buffer): Promise<void> {
  const verdict = judgeFile(file.filename, head);
  if (!verdict.accepted) throw refusedFile(file.filename, verdict.reason);
  if (isZipKind(file.filename)) {
    const archive = await judgeZip(file.partial, file.filename);
    if (!archive.accepted) {
      throw new ApiError(
        415,
        'unsupported_file_type',
        `${file.filename} is refused: ${archive.reason}.`,
      );
    }
  }
}
