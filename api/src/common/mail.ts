// What a feature sends mail through; the SMTP or on-disk sender is mail/'s (mail/mailer.ts).
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** True when messages are written to `{dataDir}/mail/` instead of sent, so pages can say where to look. */
  readonly writesToFolder: boolean;
}
