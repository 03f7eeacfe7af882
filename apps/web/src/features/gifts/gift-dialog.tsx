import { WalletCode, type BackpackItem, type Gift, type GiftTerms } from '@mingle/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { Tabs } from '../../components/tabs';
import { withPrefix } from '../../i18n/language-prefix';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../messages/error-text';
import { useCoinBalance } from '../shop/balance';
import { BackpackList } from './backpack-list';
import { GiftImage } from './gift-image';
import { useBackpack, useGiftCatalogue, useSendGift, type GiftTarget } from './queries';
import './gifts.css';

export interface GiftDialogProps extends GiftTarget {
  userName: string;
  onClose(): void;
  /** Called with the gift once sent (a profile shows a note; a call closes the pop-up to show the animation). */
  onSent?(gift: { name: string }): void;
}

type Pane = 'shop' | 'backpack';

/**
 * The gift pop-up (spec §2.3): the catalogue with each price shown before sending and what the receiver earns,
 * and the backpack (gifts owned, sent for no coins). Short of coins, the spec's text and the way to the shop;
 * outside a call the shop opens at once.
 */
export function GiftDialog({ userName, onClose, onSent, ...target }: GiftDialogProps) {
  const { t } = useTranslation('gifts');
  const [pane, setPane] = useState<Pane>('shop');
  const [chosen, setChosen] = useState<number | null>(null);
  const send = useSendGift(target);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  const insufficient = send.error instanceof ApiError && send.error.code === WalletCode.INSUFFICIENT_BALANCE;
  const backpackTab = useGiftCatalogue().data?.backpack.backpackGiftEntrance ?? true;

  const submit = (giftId: number, from: 'coins' | 'backpack') => {
    send.mutate(
      { giftId, from },
      {
        onSuccess: (sent) => {
          onSent?.(sent);
          onClose();
        },
        onError: (error) => {
          // Outside a call the shop opens at once (spec §8.2); in a call it waits for a tap, so the call stays.
          if (
            target.context !== 'call' &&
            error instanceof ApiError &&
            error.code === WalletCode.INSUFFICIENT_BALANCE
          ) {
            onClose();
            void navigate(withPrefix(prefix, '/shop'));
          }
        },
      },
    );
  };

  return (
    <PopupDialog title={t('dialog.title', { name: userName })} onClose={onClose} className="gift-dialog">
      <Tabs
        label={t('dialog.tabs')}
        tabs={[
          { key: 'shop', label: t('dialog.shop') },
          // Spec §3 backpack config: the pop-up's backpack entrance can be switched off.
          ...(backpackTab ? [{ key: 'backpack' as const, label: t('dialog.backpack') }] : []),
        ]}
        selected={pane}
        onSelect={(key) => {
          setPane(key);
          setChosen(null);
          send.reset();
        }}
      >
        {pane === 'shop' ? (
          <ShopPane
            userName={userName}
            chosen={chosen}
            onChoose={setChosen}
            pending={send.isPending}
            onSend={(id) => submit(id, 'coins')}
          />
        ) : (
          <BackpackPane
            chosen={chosen}
            onChoose={setChosen}
            pending={send.isPending}
            onSend={(id) => submit(id, 'backpack')}
          />
        )}
      </Tabs>
      {send.isError && (
        <div role="alert" className="form-error gift-error">
          <p>{insufficient ? t('dialog.notEnough') : errorText(send.error)}</p>
          {insufficient && (
            <Link to={withPrefix(prefix, '/shop')} className="button button-primary" onClick={onClose}>
              {t('dialog.getCoins')}
            </Link>
          )}
        </div>
      )}
    </PopupDialog>
  );
}

function ShopPane({
  userName,
  chosen,
  onChoose,
  pending,
  onSend,
}: {
  userName: string;
  chosen: number | null;
  onChoose(id: number): void;
  pending: boolean;
  onSend(giftId: number): void;
}) {
  const { t } = useTranslation('gifts');
  const catalogue = useGiftCatalogue();
  const coins = useCoinBalance();
  if (catalogue.isPending) return <p role="status">{t('dialog.loading')}</p>;
  if (catalogue.isError) {
    return (
      <p role="alert">
        {t('dialog.loadFailed')}{' '}
        <button type="button" className="button button-secondary" onClick={() => void catalogue.refetch()}>
          {t('dialog.retry')}
        </button>
      </p>
    );
  }
  const { gifts, terms } = catalogue.data;
  if (gifts.length === 0) return <p>{t('dialog.empty')}</p>;
  const gift = gifts.find((g) => g.giftId === chosen);
  return (
    <div className="gift-pane">
      <ul className="gift-grid" aria-label={t('dialog.choose')}>
        {gifts.map((g) => (
          <li key={g.giftId}>
            <GiftTile gift={g} selected={g.giftId === chosen} onChoose={() => onChoose(g.giftId)} />
          </li>
        ))}
      </ul>
      {coins !== null && <p className="gift-balance">{t('dialog.balance', { coins })}</p>}
      <TermsNote terms={terms} />
      {gift && <p className="gift-earns">{t('dialog.earns', { name: userName, points: gift.points })}</p>}
      <button
        type="button"
        className="button button-primary gift-send"
        disabled={!gift || pending}
        aria-busy={pending}
        onClick={() => gift && onSend(gift.giftId)}
      >
        {pending
          ? t('dialog.sending')
          : gift
            ? t('dialog.send', { gift: gift.name, price: t('dialog.price', { count: gift.coins }) })
            : t('dialog.choose')}
      </button>
    </div>
  );
}

/** The operator's terms, shown to everyone who gives or receives: what share becomes points, what they are worth. */
export function TermsNote({ terms }: { terms: GiftTerms }) {
  const { t, i18n } = useTranslation('gifts');
  const { pointsPerCurrencyUnit, currency } = terms.rate;
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(
    100 / pointsPerCurrencyUnit,
  );
  return (
    <p className="gift-terms">{t('dialog.terms', { share: Math.round(terms.hostShare * 100), money })}</p>
  );
}

function GiftTile({ gift, selected, onChoose }: { gift: Gift; selected: boolean; onChoose(): void }) {
  const { t } = useTranslation('gifts');
  const price = t('dialog.price', { count: gift.coins });
  return (
    <button
      type="button"
      className="gift-tile"
      aria-pressed={selected}
      aria-label={t('dialog.giftLabel', { name: gift.name, price })}
      onClick={onChoose}
    >
      <GiftImage src={gift.image} />
      <span className="gift-tile-name">{gift.name}</span>
      <span className="gift-tile-price">{price}</span>
      <span className="gift-stars" aria-label={t('dialog.stars', { count: gift.stars })}>
        {'★'.repeat(gift.stars)}
      </span>
    </button>
  );
}

function BackpackPane({
  chosen,
  onChoose,
  pending,
  onSend,
}: {
  chosen: number | null;
  onChoose(id: number): void;
  pending: boolean;
  onSend(giftId: number): void;
}) {
  const { t } = useTranslation('gifts');
  const prefix = useLanguagePrefix();
  const backpack = useBackpack();
  const backpackUrl = useGiftCatalogue().data?.backpack.backpackUrl ?? '/backpack';
  const item: BackpackItem | undefined = backpack.data?.items.find((i) => i.giftId === chosen);
  return (
    <div className="gift-pane">
      <BackpackList query={backpack} chosen={chosen} onChoose={onChoose} />
      <button
        type="button"
        className="button button-primary gift-send"
        disabled={!item || pending}
        aria-busy={pending}
        onClick={() => item && onSend(item.giftId)}
      >
        {pending
          ? t('dialog.sending')
          : item
            ? t('dialog.sendFree', { gift: item.name })
            : t('dialog.choose')}
      </button>
      <Link to={withPrefix(prefix, backpackUrl)} className="gift-backpack-link">
        {t('dialog.openBackpack')}
      </Link>
    </div>
  );
}
