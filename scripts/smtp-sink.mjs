// A local SMTP server for the tests (the `smtp-server` package): it accepts every mail the
// reference server sends and writes it as `<time>-<n>.eml` into a folder, where tests read the
// codes a member would find in their mailbox. Not for production: no authentication, no TLS.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the sink on 127.0.0.1 (`port` 0 picks a free one).
 * @param {{ dir: string, port?: number }} options
 * @returns {Promise<{ port: number, url: string, dir: string, close: () => Promise<void> }>}
 */
export async function startSmtpSink({ dir, port = 0 }) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(', ');
        const name = `${Date.now()}-${String(++count).padStart(6, '0')}.eml`;
        writeFileSync(
          path.join(dir, name),
          `X-Sink-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    dir,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * The mails the sink holds for an address, newest first, with their subject and plain text
 * (quoted-printable undone).
 * @param {string} dir
 * @param {string} email
 * @returns {{ subject: string, text: string }[]}
 */
export function sinkMails(dir, email) {
  let files;
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const wanted = email.trim().toLowerCase();
  return files
    .sort()
    .reverse()
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => (/^X-Sink-To: (.*)$/m.exec(raw)?.[1] ?? '').toLowerCase().includes(wanted))
    .map((raw) => {
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.slice(0, split);
      let body = raw.slice(split + 4);
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
        body = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
      }
      return { subject: /^Subject: (.*)$/m.exec(head)?.[1] ?? '', text: body };
    });
}

/**
 * The verification and sign-in codes mailed to an address, newest first.
 * @param {string} dir
 * @param {string} email
 * @returns {string[]}
 */
export function sinkCodes(dir, email) {
  return sinkMails(dir, email).flatMap((mail) => {
    const code = /(?:verification|sign-in) code is (\d{6})/.exec(mail.text)?.[1];
    return code ? [code] : [];
  });
}

/**
 * The newest verification code mailed to an address, or undefined.
 * @param {string} dir
 * @param {string} email
 */
export function sinkCode(dir, email) {
  return sinkCodes(dir, email)[0];
}
