import { filteredMatchPrice, type MatchQuota } from '@mingle/protocol';
import Play from 'lucide-react/icons/play';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { PopupDialog } from '../../components/popup-dialog';
import { withPrefix } from '../../i18n/language-prefix';
import { useCoinBalance } from '../shop/balance';
import { useMatchFilterStore } from './filter-store';
import { GuestList } from './guest-list';
import { CountryFilter, FilterChip, GenderFilter } from './match-filters';
import { useGlobalConf } from './queries';
import { useQuotaCountdown } from './quota-countdown';
import './matching.css';

/** Visitors see who is on Mingle; Start asks them to log in (the LoginPage route opens the login pop-up). */
export function VisitorStart() {
  const { t } = useTranslation('matching');
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  const { search } = useLocation();
  const noteId = useId();
  return (
    <>
      <div className="home-start">
        <button
          type="button"
          className="button button-primary button-large"
          aria-describedby={noteId}
          // Spec §2.1: the login route keeps the current query string.
          onClick={() => void navigate(`${withPrefix(prefix, '/login')}${search}`)}
        >
          {t('home.start')}
        </button>
        <p id={noteId} className="home-start-note">
          {t('home.loginToStart')}
        </p>
      </div>
      <GuestList />
    </>
  );
}

/**
 * The controls of the signed-in home (the match screen): the filters behind a chip that opens them as a sheet,
 * the price and quota they lead to, and Start.
 */
export function MatchPanel() {
  const { t } = useTranslation('matching');
  const navigate = useNavigate();
  const prefix = useLanguagePrefix();
  const conf = useGlobalConf();
  const gender = useMatchFilterStore((s) => s.gender);
  const countryId = useMatchFilterStore((s) => s.countryId);
  const commitPrice = useMatchFilterStore((s) => s.commitPrice);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const priceId = useId();
  const price = conf.data ? filteredMatchPrice({ gender, countryId }, conf.data.filterPrice) : null;

  const start = () => {
    if (price === null) return;
    commitPrice(price);
    void navigate(withPrefix(prefix, '/matching'));
  };

  return (
    <div className="match-panel">
      <FilterChip onOpen={() => setFiltersOpen(true)} />
      {conf.isPending && <p className="match-note">{t('home.loading')}</p>}
      {conf.isError && (
        <p role="alert" className="match-note">
          {t('home.loadFailed')}{' '}
          <button type="button" className="button-link" onClick={() => void conf.refetch()}>
            {t('home.retry')}
          </button>
        </p>
      )}
      {price !== null && <MatchPrice id={priceId} price={price} />}
      {conf.data && <QuotaLine quota={conf.data.quota} />}
      <button
        type="button"
        className="button button-primary button-large match-start"
        disabled={price === null}
        aria-describedby={price === null ? undefined : priceId}
        onClick={start}
      >
        <Play />
        {t('home.start')}
      </button>
      {filtersOpen && <FilterSheet price={price} onClose={() => setFiltersOpen(false)} />}
    </div>
  );
}

/** The filters as a sheet (a dialog from tablets up), with the price they lead to shown as they change. */
function FilterSheet({ price, onClose }: { price: number | null; onClose(): void }) {
  const { t } = useTranslation('matching');
  const priceId = useId();
  return (
    <PopupDialog title={t('filters.title')} onClose={onClose} className="filter-sheet">
      <div className="match-filters">
        <GenderFilter />
        <CountryFilter />
      </div>
      {price !== null && <MatchPrice id={priceId} price={price} />}
      <div className="popup-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('filters.done')}
        </button>
      </div>
    </PopupDialog>
  );
}

/** The price of the chosen filters, shown before it is spent, with the coins to pay it from. */
export function MatchPrice({ id, price }: { id: string; price: number }) {
  const { t } = useTranslation('matching');
  const prefix = useLanguagePrefix();
  const coins = useCoinBalance();
  if (price === 0) {
    return (
      <p id={id} className="match-price">
        {t('price.free')}
      </p>
    );
  }
  return (
    <div id={id} className="match-price" data-paid="true">
      <p>{t('price.filtered', { coins: price })}</p>
      {coins !== null && (
        <p className="match-note">
          {t('price.balance', { coins })}
          {coins < price && (
            <>
              {' '}
              <Link to={withPrefix(prefix, '/shop')}>{t('price.getCoins')}</Link>
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** Today's free matches: how many are left, or when new ones come; VIPs have no limit (spec §1). */
export function QuotaLine({ quota }: { quota: MatchQuota }) {
  const { t } = useTranslation('matching');
  if (quota.vip || quota.remaining === null) return <p className="match-quota">{t('quota.vip')}</p>;
  if (quota.remaining > 0) {
    return (
      <p className="match-quota">{t('quota.left', { left: quota.remaining, total: quota.freePerDay })}</p>
    );
  }
  return <QuotaUsedUp resetAt={quota.resetAt} />;
}

function QuotaUsedUp({ resetAt }: { resetAt: number }) {
  const { t } = useTranslation('matching');
  const prefix = useLanguagePrefix();
  const time = useQuotaCountdown(resetAt);
  return (
    <p className="match-quota" data-used-up="true">
      {t('quota.usedUp', { time })} <Link to={withPrefix(prefix, '/shop')}>{t('quota.becomeVip')}</Link>
    </p>
  );
}
