import type { CoinPackage, PaymentMethod, SavedCard } from '@mingle/protocol';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { useSavedCards } from '../cards/queries';
import { checkoutAttemptKey, endCheckoutAttempt, outcomeUnknown } from './checkout-attempt';
import { ChosenPackage } from './chosen-package';
import { useShowShopError } from './error-toast';
import { formatPrice } from './format';
import { methodName } from './payment-methods-page';
import { useCreateOrder } from './queries';
import { methodsLink } from './shop-links';
import './shop.css';

type PayRoute = PaymentMethod['route'];

/** pay: the card payment (the provider's hosted checkout, or a saved card). */
export function PayPage() {
  return <PaymentPage route="pay" />;
}

/** appplePay: the wallet payment (Apple Pay / Google Pay) of the card provider. */
export function WalletPayPage() {
  return <PaymentPage route="appplePay" />;
}

/** pagsmile: a redirect-style provider's page (local methods). */
export function RedirectPayPage() {
  return <PaymentPage route="pagsmile" />;
}

const TITLE_KEYS = {
  pay: 'routes.Pay',
  appplePay: 'routes.AppplePay',
  pagsmile: 'routes.Pagsmile',
} as const;

/**
 * ?packageId=…&method=…: the price, coins and method once more, then the order is created and the browser goes
 * to the provider's page, which brings it back to payRes.
 */
function PaymentPage({ route }: { route: PayRoute }) {
  const { t } = useTranslation('shop');
  const { t: tApp } = useTranslation();
  const prefix = useLanguagePrefix();
  const [params] = useSearchParams();
  const wanted = params.get('method');

  return (
    <section className="page shop-page" aria-labelledby="pay-title">
      <h1 id="pay-title">{tApp(TITLE_KEYS[route])}</h1>
      <ChosenPackage>
        {({ pack, packages, methods }) => {
          const method =
            methods.methods.find((m) => m.route === route && (wanted === null || m.id === wanted)) ?? null;
          if (!method)
            return (
              <p role="alert">
                {t('pay.noMethod')} <Link to={methodsLink(prefix, pack.id)}>{t('pay.changeMethod')}</Link>
              </p>
            );
          return (
            <PaySummary
              pack={pack}
              method={method}
              firstBonus={
                pack.kind === 'pack' && packages.firstPurchaseBonus.eligible
                  ? packages.firstPurchaseBonus.coins
                  : 0
              }
            />
          );
        }}
      </ChosenPackage>
    </section>
  );
}

function PaySummary({
  pack,
  method,
  firstBonus,
}: {
  pack: CoinPackage;
  method: PaymentMethod;
  firstBonus: number;
}) {
  const { t, i18n } = useTranslation('shop');
  const prefix = useLanguagePrefix();
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const showError = useShowShopError();
  const price = formatPrice(pack.priceMinor, pack.currency, i18n.language);
  const redirecting = createOrder.isSuccess && createOrder.data.redirectUrl !== null;
  // A saved card is charged without the provider's page; none chosen means the provider's page asks for one.
  const [savedCardId, setSavedCardId] = useState<number | null>(null);
  // Set in the click itself: a second click of a double click can come before the disabled button is drawn.
  const submitting = useRef(false);

  const pay = () => {
    if (submitting.current) return;
    submitting.current = true;
    createOrder.mutate(
      {
        packageId: pack.id,
        methodId: method.id,
        ...(savedCardId !== null ? { savedCardId } : {}),
        ...(prefix ? { lang: prefix } : {}),
        // The server makes one order per key, whatever reaches it twice (docs/decisions/019).
        idempotencyKey: checkoutAttemptKey(pack.id, { methodId: method.id, savedCardId }),
      },
      {
        onSuccess: ({ orderNo, redirectUrl }) => {
          endCheckoutAttempt(pack.id);
          if (redirectUrl) window.location.assign(redirectUrl);
          else void navigate(`${withPrefix(prefix, '/payRes')}?orderNo=${encodeURIComponent(orderNo)}`);
        },
        onError: (error) => {
          if (!outcomeUnknown(error)) endCheckoutAttempt(pack.id);
          showError(error);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };
  const busy = createOrder.isPending || redirecting;

  const note =
    method.route === 'appplePay'
      ? t('pay.walletNote')
      : method.route === 'pagsmile'
        ? t('pay.redirectNote')
        : t('pay.providerNote');

  return (
    <>
      <div className="shop-summary">
        <p className="shop-pack-coins">{pack.itemName}</p>
        {/* Every coin price is shown before paying (guide: honest by design). */}
        <p>{t('pay.summary', { coins: pack.totalCoins, price })}</p>
        {firstBonus > 0 && <p className="shop-pack-bonus">{t('pay.firstBonus', { coins: firstBonus })}</p>}
        <p>{t('pay.method', { method: methodName(t, method.id) })}</p>
        <p className="shop-note">{note}</p>
      </div>
      {method.id === 'card' && <SavedCardChoice value={savedCardId} onChange={setSavedCardId} />}
      <div className="shop-actions">
        <button
          type="button"
          className="button button-primary button-large"
          disabled={busy}
          aria-busy={busy}
          onClick={pay}
        >
          {t('pay.payNow', { price })}
        </button>
        <Link className="button button-secondary" to={methodsLink(prefix, pack.id)}>
          {t('pay.changeMethod')}
        </Link>
      </div>
      {createOrder.isPending && <p role="status">{t('pay.creating')}</p>}
      {redirecting && <p role="status">{t('pay.redirecting')}</p>}
      {method.id === 'card' && (
        <p className="shop-links">
          <Link to={withPrefix(prefix, '/cardList')}>{t('pay.savedCards')}</Link>
          <Link to={withPrefix(prefix, '/paymentInfoAdd')}>{t('pay.addCard')}</Link>
        </p>
      )}
    </>
  );
}

function cardLabel(t: TFunction<'shop'>, card: SavedCard): string {
  return t('pay.savedCard', {
    brand: card.brand,
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`,
  });
}

/** The user's saved cards (cardList) as a choice next to entering a card on the provider's page. */
function SavedCardChoice({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const { t } = useTranslation('shop');
  const cards = useSavedCards();
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <fieldset className="shop-summary">
      <legend>{t('pay.payWith')}</legend>
      <label className="choice">
        <input type="radio" name="card" checked={value === null} onChange={() => onChange(null)} />
        {t('pay.newCard')}
      </label>
      {cards.data.map((card) => (
        <label key={card.id} className="choice">
          <input type="radio" name="card" checked={value === card.id} onChange={() => onChange(card.id)} />
          {cardLabel(t, card)}
        </label>
      ))}
    </fieldset>
  );
}
