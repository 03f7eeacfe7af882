import type { OutboxRepo } from '../outbox-repo';
import type { SmsSender, TextMessage } from './sms-sender';

/** The default: messages stay in the database, readable at /dev/outbox. */
export class OutboxSmsSender implements SmsSender {
  readonly transport = 'outbox';

  constructor(private readonly outbox: OutboxRepo) {}

  async send(message: TextMessage): Promise<void> {
    await this.outbox.add({
      channel: message.channel,
      recipient: message.to,
      body: message.text,
      transport: this.transport,
    });
  }
}
