import type { CallData } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/store';

/** The price of the call, shown before and during it: who pays per started minute, who earns. */
export function CallPrice({ call }: { call: CallData }) {
  const { t } = useTranslation('calls');
  const me = useSessionStore((s) => s.userId);
  const { pricePerMinute, payerId } = call.bizData;
  if (pricePerMinute === 0) return <p className="call-price">{t('price.free')}</p>;
  return (
    <p className="call-price">
      {t('price.perMinute', { price: pricePerMinute })}{' '}
      {payerId === me ? t('price.youPay') : t('price.youEarn')}
    </p>
  );
}
