import { HostCode, type HostEarnings, type Payout } from '@mingle/protocol';
import Wallet from 'lucide-react/icons/wallet';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageFrame } from '../../components/page-frame';
import { SkeletonList } from '../../components/skeleton';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../messages/error-text';
import { formatLocalDateTime } from '../rewards/format';
import { EarningsChart, sourceKey } from './earnings-chart';
import { useHostDecisionsLive, useHostEarnings, usePayouts, useRequestPayout } from './queries';
import './hosts.css';

/** What points are worth at the rate shown, in the reader's number format. */
export function moneyOf(points: number, rate: HostEarnings['rate'], language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: rate.currency }).format(
    points / rate.pointsPerCurrencyUnit,
  );
}

/** A fresh key for one payout request the host means; a retry of that request sends it again. */
function newRequestKey(): string {
  return `pay-${crypto.randomUUID()}`;
}

/** host/earnings: points per day and per source, the chart of 30 days, the balance, and payout requests. */
export function HostEarningsPage() {
  const { t } = useTranslation('hosts');
  const headingId = useId();
  const earnings = useHostEarnings();
  useHostDecisionsLive();
  if (earnings.isError && earnings.error instanceof ApiError && earnings.error.code === HostCode.HOSTS_ONLY) {
    return <PageFrame title={t('earnings.title')} note={t('earnings.notHost')} />;
  }
  if (earnings.isPending || earnings.isError) {
    return (
      <section className="page host-page" aria-busy={earnings.isPending} aria-labelledby={headingId}>
        <h1 id={headingId}>{t('earnings.title')}</h1>
        {earnings.isPending ? (
          <SkeletonList label={t('earnings.loading')} />
        ) : (
          <p role="alert">{t('earnings.loadFailed')}</p>
        )}
      </section>
    );
  }
  return <Earnings data={earnings.data} />;
}

function Earnings({ data }: { data: HostEarnings }) {
  const { t, i18n } = useTranslation('hosts');
  const headingId = useId();
  const sourcesId = useId();
  const balanceId = useId();
  const sources = Object.entries(data.bySource).filter(([, points]) => points !== 0);
  return (
    <section className="page host-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('earnings.title')}</h1>
      <h2>{t('earnings.last30')}</h2>
      <p className="host-total">{t('earnings.total', { points: data.total })}</p>
      <EarningsChart days={data.days} />
      <h3 id={sourcesId}>{t('earnings.sources')}</h3>
      {sources.length === 0 ? (
        <p>{t('earnings.noEarnings')}</p>
      ) : (
        <dl className="host-figures" aria-labelledby={sourcesId}>
          {sources.map(([source, points]) => (
            <div key={source}>
              <dt>
                <span className={`earnings-swatch earnings-bar-${sourceKey(source)}`} aria-hidden="true" />
                {t(`earnings.source.${sourceKey(source)}`)}
              </dt>
              <dd>{t('earnings.total', { points })}</dd>
            </div>
          ))}
        </dl>
      )}
      <h2 id={balanceId}>{t('earnings.balance')}</h2>
      <dl className="host-figures" aria-labelledby={balanceId}>
        <div>
          <dt>{t('earnings.balancePoints')}</dt>
          <dd>{t('earnings.total', { points: data.points })}</dd>
        </div>
        <div>
          <dt>{t('earnings.onHold')}</dt>
          <dd>{t('earnings.total', { points: data.onHold })}</dd>
        </div>
        <div>
          <dt>{t('earnings.available')}</dt>
          <dd>
            {t('earnings.total', { points: data.available })} ·{' '}
            {t('earnings.worth', { money: moneyOf(data.available, data.rate, i18n.language) })}
          </dd>
        </div>
      </dl>
      <p className="field-hint">
        {t('earnings.rate', { points: data.rate.pointsPerCurrencyUnit, currency: data.rate.currency })}
      </p>
      <PayoutRequest data={data} />
      <PayoutHistory rate={data.rate} />
    </section>
  );
}

function PayoutRequest({ data }: { data: HostEarnings }) {
  const { t } = useTranslation('hosts');
  const headingId = useId();
  const inputId = useId();
  const [points, setPoints] = useState('');
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const key = useRef(newRequestKey());
  const request = useRequestPayout();
  const errorText = useErrorText();
  const min = data.payoutMinimum;
  const max = data.available;
  const value = /^\d+$/.test(points.trim()) ? Number(points) : null;
  const valid = value !== null && value >= min && value <= max;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setSent(null);
    if (!valid) return;
    request.mutate(
      { points: value, requestKey: key.current },
      {
        onSuccess: (payout) => {
          setSent(payout.points);
          setPoints('');
          setChecked(false);
          // The next request is a new one.
          key.current = newRequestKey();
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="host-payout">
      <h2 id={headingId}>{t('payouts.request')}</h2>
      <p className="field-hint">{t('payouts.recordOnly')}</p>
      {max < min ? (
        <p>{t('payouts.notEnough', { min })}</p>
      ) : (
        <form className="host-form" onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={inputId} className="field-label">
              {t('payouts.amount')}
            </label>
            <div className="field-control">
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                value={points}
                onChange={(event) => setPoints(event.target.value)}
                aria-invalid={checked && !valid ? true : undefined}
                aria-describedby={`${inputId}-hint${checked && !valid ? ` ${inputId}-error` : ''}`}
              />
            </div>
            <p id={`${inputId}-hint`} className="field-hint">
              {t('payouts.amountHint', { min, max })}
            </p>
            {checked && !valid && (
              <p id={`${inputId}-error`} className="field-error">
                {t('payouts.invalid', { min, max })}
              </p>
            )}
          </div>
          <button type="submit" className="button button-primary" disabled={request.isPending}>
            {request.isPending ? t('payouts.submitting') : t('payouts.submit')}
          </button>
        </form>
      )}
      <p role="status" className="form-notice">
        {sent !== null ? t('payouts.requested', { points: sent }) : null}
      </p>
      <p role="alert" className="form-error">
        {request.isError ? errorText(request.error) : null}
      </p>
    </section>
  );
}

function PayoutHistory({ rate }: { rate: HostEarnings['rate'] }) {
  const { t, i18n } = useTranslation('hosts');
  const headingId = useId();
  const payouts = usePayouts();
  return (
    <section aria-labelledby={headingId} className="host-payouts">
      <h2 id={headingId}>{t('payouts.history')}</h2>
      {payouts.isPending ? (
        <SkeletonList label={t('earnings.loading')} />
      ) : payouts.isError ? (
        <p role="alert">{t('earnings.loadFailed')}</p>
      ) : payouts.data.length === 0 ? (
        <EmptyState icon={<Wallet />} text={t('payouts.empty')} />
      ) : (
        <ul className="host-list">
          {payouts.data.map((payout: Payout) => (
            <li key={payout.id} className="host-list-item">
              <p>
                {t('payouts.item', {
                  points: payout.points,
                  date: formatLocalDateTime(payout.createdAt, i18n.language),
                })}{' '}
                · {moneyOf(payout.points, { ...rate, ...payout }, i18n.language)}
              </p>
              <p className="host-status" data-status={payout.status}>
                {t(`payouts.status.${payout.status}`)}
              </p>
              {payout.reason && <p>{t('payouts.reason', { reason: payout.reason })}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
