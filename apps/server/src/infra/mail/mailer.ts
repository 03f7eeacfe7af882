export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Outgoing e-mail: kept in the outbox table by default, sent over SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}
