import {
  GIFT_ANIMATIONS,
  type AdminGift,
  type AdminGiftBody,
  type GiftAnimation,
  type GiftTerms,
} from '@mingle/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/page-frame';
import { GiftPage } from './gift-page';
import { useErrorText } from '../messages/error-text';
import { useMe } from '../profile/queries';
import { GiftImage } from './gift-image';
import { useAdminGifts, useSaveGift, useSaveGiftTerms } from './queries';
import './gifts.css';

/** admin/gifts: the gift catalogue and the gift terms. Signed-in non-admins are told it is not for them. */
export function AdminGiftsPage() {
  const { t } = useTranslation('gifts');
  const me = useMe();
  const isAdmin = me.data?.isAdmin === true;
  const list = useAdminGifts(isAdmin);
  const [editing, setEditing] = useState<AdminGift | 'new' | null>(null);
  if (me.isPending) return <PageFrame title={t('admin.title')} note={t('dialog.loading')} />;
  if (!isAdmin) return <PageFrame title={t('admin.title')} note={t('admin.notAdmin')} />;
  return (
    <GiftPage title={t('admin.title')} className="admin-gifts-page">
      {list.data && <TermsForm key={JSON.stringify(list.data.terms)} terms={list.data.terms} />}
      <h2>{t('admin.catalogue')}</h2>
      {list.isPending && <p role="status">{t('dialog.loading')}</p>}
      {list.isError && <p role="alert">{t('dialog.loadFailed')}</p>}
      {list.data && (
        <table className="admin-gifts">
          <thead>
            <tr>
              <th scope="col">{t('admin.columns.gift')}</th>
              <th scope="col">{t('admin.columns.price')}</th>
              <th scope="col">{t('admin.columns.stars')}</th>
              <th scope="col">{t('admin.columns.dates')}</th>
              <th scope="col">{t('admin.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.gifts.map((g) => (
              <tr key={g.giftId}>
                <td>
                  <GiftImage src={g.image} size={32} /> {g.name}
                </td>
                <td>{t('dialog.price', { count: g.coins })}</td>
                <td>{g.stars}</td>
                <td>
                  <Dates gift={g} />
                </td>
                <td>
                  <button type="button" className="button button-secondary" onClick={() => setEditing(g)}>
                    {t('admin.edit', { name: g.name })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing === null ? (
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t('admin.add')}
        </button>
      ) : (
        <GiftForm
          key={editing === 'new' ? 'new' : editing.giftId}
          gift={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
    </GiftPage>
  );
}

function Dates({ gift }: { gift: AdminGift }) {
  const { t, i18n } = useTranslation('gifts');
  const format = (ms: number | null) =>
    ms === null ? '…' : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(ms);
  if (gift.activeFrom === null && gift.activeTo === null) return <>{t('admin.always')}</>;
  return (
    <>
      {format(gift.activeFrom)} – {format(gift.activeTo)}
    </>
  );
}

function TermsForm({ terms }: { terms: GiftTerms }) {
  const { t } = useTranslation('gifts');
  const save = useSaveGiftTerms();
  const errorText = useErrorText();
  const [share, setShare] = useState(String(terms.hostShare));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ hostShare: Number(share) });
  };
  return (
    <form onSubmit={submit} aria-label={t('admin.terms')}>
      <h2>{t('admin.terms')}</h2>
      <label>
        {t('admin.share')}
        <input
          type="number"
          min={0}
          max={1}
          step={0.01}
          value={share}
          onChange={(e) => setShare(e.target.value)}
        />
      </label>
      <p>{t('admin.rate', { points: terms.rate.pointsPerCurrencyUnit, currency: terms.rate.currency })}</p>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('admin.saveTerms')}
      </button>
      {save.isSuccess && <p role="status">{t('admin.saved')}</p>}
      {save.isError && <p role="alert">{errorText(save.error)}</p>}
    </form>
  );
}

const toInput = (ms: number | null) => (ms === null ? '' : new Date(ms).toISOString().slice(0, 16));
const fromInput = (value: string) => (value === '' ? null : Date.parse(`${value}Z`));

function GiftForm({ gift, onDone }: { gift: AdminGift | null; onDone(): void }) {
  const { t } = useTranslation('gifts');
  const save = useSaveGift();
  const errorText = useErrorText();
  const [name, setName] = useState(gift?.name ?? '');
  const [image, setImage] = useState(gift?.image ?? '/gifts/');
  const [animation, setAnimation] = useState<GiftAnimation>(gift?.animation ?? 'float');
  const [coins, setCoins] = useState(String(gift?.coins ?? 10));
  const [stars, setStars] = useState(String(gift?.stars ?? 1));
  const [activeFrom, setActiveFrom] = useState(toInput(gift?.activeFrom ?? null));
  const [activeTo, setActiveTo] = useState(toInput(gift?.activeTo ?? null));
  const [sort, setSort] = useState(String(gift?.sort ?? 0));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: AdminGiftBody = {
      ...(gift ? { giftId: gift.giftId } : {}),
      name,
      image,
      animation,
      coins: Number(coins),
      stars: Number(stars),
      activeFrom: fromInput(activeFrom),
      activeTo: fromInput(activeTo),
      sort: Number(sort),
    };
    save.mutate(body, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} aria-label={gift ? t('admin.edit', { name: gift.name }) : t('admin.add')}>
      <h2>{gift ? t('admin.edit', { name: gift.name }) : t('admin.add')}</h2>
      <label>
        {t('admin.name')}
        <input required maxLength={40} value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t('admin.image')}
        <input required value={image} onChange={(e) => setImage(e.target.value)} />
      </label>
      <label>
        {t('admin.animation')}
        <select value={animation} onChange={(e) => setAnimation(e.target.value as GiftAnimation)}>
          {GIFT_ANIMATIONS.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin.coins')}
        <input type="number" required min={1} value={coins} onChange={(e) => setCoins(e.target.value)} />
      </label>
      <label>
        {t('admin.stars')}
        <input
          type="number"
          required
          min={1}
          max={5}
          value={stars}
          onChange={(e) => setStars(e.target.value)}
        />
      </label>
      <label>
        {t('admin.activeFrom')}
        <input type="datetime-local" value={activeFrom} onChange={(e) => setActiveFrom(e.target.value)} />
      </label>
      <label>
        {t('admin.activeTo')}
        <input type="datetime-local" value={activeTo} onChange={(e) => setActiveTo(e.target.value)} />
      </label>
      <label>
        {t('admin.sort')}
        <input type="number" min={0} value={sort} onChange={(e) => setSort(e.target.value)} />
      </label>
      <button type="submit" className="button button-primary" disabled={save.isPending}>
        {t('admin.save')}
      </button>
      <button type="button" className="button button-secondary" onClick={onDone}>
        {t('admin.cancel')}
      </button>
      {save.isError && <p role="alert">{errorText(save.error)}</p>}
    </form>
  );
}
