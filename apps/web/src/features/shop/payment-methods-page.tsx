import type { PaymentMethod } from '@mingle/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { ChosenPackage } from './chosen-package';
import { formatPrice } from './format';
import { payLink } from './shop-links';
import './shop.css';

type MethodKey = 'card' | 'wallet' | 'redirect';
const KNOWN_METHODS: ReadonlySet<string> = new Set<MethodKey>(['card', 'wallet', 'redirect']);

/** A method's name; a method this build does not know yet shows its id rather than nothing. */
export function methodName(t: TFunction<'shop'>, id: string): string {
  return KNOWN_METHODS.has(id) ? t(`methods.${id as MethodKey}`) : id;
}

function methodText(t: TFunction<'shop'>, id: string): string | null {
  return KNOWN_METHODS.has(id) ? t(`methods.${id as MethodKey}Text`) : null;
}

/** paymentMethodsList?packageId=…: how to pay for the chosen package; each method opens its own page. */
export function PaymentMethodsPage() {
  const { t, i18n } = useTranslation('shop');
  const prefix = useLanguagePrefix();

  return (
    <section className="page shop-page" aria-labelledby="methods-title">
      <h1 id="methods-title">{t('methodsLink')}</h1>
      <ChosenPackage>
        {({ pack, methods }) => (
          <>
            <p className="shop-summary">
              {t('methods.for', {
                item: t('coins', { coins: pack.totalCoins }),
                price: formatPrice(pack.priceMinor, pack.currency, i18n.language),
              })}
            </p>
            <h2>{t('methods.heading')}</h2>
            <ul className="shop-methods">
              {methods.methods.map((method: PaymentMethod) => (
                <li key={method.id} className="shop-method">
                  <p className="shop-pack-coins">{methodName(t, method.id)}</p>
                  {methodText(t, method.id) && <p className="shop-note">{methodText(t, method.id)}</p>}
                  <Link className="button button-primary" to={payLink(prefix, pack.id, method)}>
                    {t('methods.choose', { method: methodName(t, method.id) })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </ChosenPackage>
      <p>
        <Link to={withPrefix(prefix, '/shop')}>{t('backToShop')}</Link>
      </p>
    </section>
  );
}
