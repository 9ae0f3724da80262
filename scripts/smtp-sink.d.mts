/** Types of smtp-sink.mjs (a plain module, so that scripts/e2e-server.mjs runs it without tsx). */
export interface SmtpSink {
  port: number;
  /** `smtp://127.0.0.1:<port>`, the SMTP_URL for the server. */
  url: string;
  dir: string;
  close: () => Promise<void>;
}

export function startSmtpSink(options: { dir: string; port?: number }): Promise<SmtpSink>;

export function sinkMails(dir: string, email: string): { subject: string; text: string }[];

export function sinkCodes(dir: string, email: string): string[];

export function sinkCode(dir: string, email: string): string | undefined;
