import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '@tablecraft/platform';
import type { MailMessage, Mailer } from '../common/index.ts';

export type { MailMessage, Mailer };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to `{dataDir}/mail/`
 * as an .eml file (only its file name is logged: links carry tokens), so the embedded default needs no
 * mail server and links can be followed from the file.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      writesToFolder: false,
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(options.dataDir, 'mail');
  let sequence = 0;
  return {
    writesToFolder: true,
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(dir, { recursive: true });
      // Time first so names sort in sending order; the counter keeps two mails of one millisecond apart.
      sequence += 1;
      const file = join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${message.to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      writeFileSync(file, info.message as Buffer);
      // The file is the only place the message lives: links in it carry reset and confirmation tokens,
      // which must never reach a log.
      options.logger.info({ file }, 'mail written to the mail folder (no SMTP_URL)');
    },
  };
}
