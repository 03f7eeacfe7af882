import type { OutboxRepo } from '../outbox-repo';
import type { Mail, Mailer } from './mailer';

/** The default: mail stays in the database, readable at /dev/outbox, so sign-up works with no mail server. */
export class OutboxMailer implements Mailer {
  readonly transport = 'outbox' as const;

  constructor(private readonly outbox: OutboxRepo) {}

  async send(mail: Mail): Promise<void> {
    await this.outbox.add({
      channel: 'email',
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      transport: this.transport,
    });
  }

  async close(): Promise<void> {}
}
