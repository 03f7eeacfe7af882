import type { DialogMessage } from '@mingle/protocol';
import Gift from 'lucide-react/icons/gift';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftImage } from './gift-image';
import { useGiftCatalogue } from './queries';
import './gifts.css';

/** The gift id of a gift message: its messageId is `gift-<giftId>-<sendId>` (the gifts area writes it). */
export function giftIdOfMessage(messageId: string): number | null {
  const match = /^gift-(\d+)-\d+$/.exec(messageId);
  return match ? Number(match[1]) : null;
}

/** A gift sent in a chat, as its message shows it: the artwork and who sent what. */
export function GiftMessage({ message, own }: { message: DialogMessage; own: boolean }) {
  return (
    <Suspense fallback={<p className="message-text">{message.content}</p>}>
      <GiftMessageBody message={message} own={own} />
    </Suspense>
  );
}

function GiftMessageBody({ message, own }: { message: DialogMessage; own: boolean }) {
  const { t } = useTranslation('gifts');
  const giftId = giftIdOfMessage(message.messageId);
  const gift = useGiftCatalogue().data?.gifts.find((g) => g.giftId === giftId);
  return (
    <p className="message-text gift-message">
      {gift ? <GiftImage src={gift.image} size={48} /> : <Gift aria-hidden="true" />}
      {own ? t('message.sent', { gift: message.content }) : t('message.received', { gift: message.content })}
    </p>
  );
}
