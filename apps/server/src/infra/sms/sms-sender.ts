export type SmsChannel = 'sms' | 'whatsapp';

export interface TextMessage {
  /** E.164 number. */
  to: string;
  channel: SmsChannel;
  text: string;
}

/** Outgoing SMS and WhatsApp messages: kept in the outbox by default; a provider when its keys are set. */
export interface SmsSender {
  readonly transport: string;
  send(message: TextMessage): Promise<void>;
}
