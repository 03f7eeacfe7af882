import type { HostApplicationState, HostRequirements } from '@mingle/protocol';
import Check from 'lucide-react/icons/check';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Coins from 'lucide-react/icons/coins';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { SkeletonList } from '../../components/skeleton';
import { withPrefix } from '../../i18n/language-prefix';
import { useErrorText } from '../messages/error-text';
import { formatLocalDateTime } from '../rewards/format';
import { useApplyAsHost, useHostApplication, useHostDecisionsLive } from './queries';
import '../me/me.css';
import './hosts.css';

const REQUIREMENTS = [
  'photoApproved',
  'profileComplete',
  'adult',
] as const satisfies readonly (keyof HostRequirements)[];

/**
 * host: the way to become a host (the requirements with the member's own state, the application and its
 * decision), and for a host the host centre (prices, earnings and payouts).
 */
export function HostApplyPage() {
  const { t } = useTranslation('hosts');
  const headingId = useId();
  const state = useHostApplication();
  useHostDecisionsLive();
  if (state.isPending) {
    return (
      <section className="page host-page" aria-busy="true" aria-labelledby={headingId}>
        <h1 id={headingId}>{t('apply.title')}</h1>
        <SkeletonList label={t('apply.loading')} />
      </section>
    );
  }
  if (state.isError) {
    return (
      <section className="page host-page" aria-labelledby={headingId}>
        <h1 id={headingId}>{t('apply.title')}</h1>
        <p role="alert">{t('apply.loadFailed')}</p>
        <button type="button" className="button button-secondary" onClick={() => void state.refetch()}>
          {t('apply.retry')}
        </button>
      </section>
    );
  }
  return state.data.isHost ? <HostCentre /> : <Application state={state.data} />;
}

function HostCentre() {
  const { t } = useTranslation('hosts');
  const headingId = useId();
  const prefix = useLanguagePrefix();
  return (
    <section className="page host-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('centre.title')}</h1>
      <p>{t('centre.intro')}</p>
      <ul className="me-rows host-links">
        <li>
          <Link to={withPrefix(prefix, '/host/settings')} className="me-row">
            <SlidersHorizontal aria-hidden="true" />
            <span className="me-row-label">{t('centre.settings')}</span>
            <ChevronRight aria-hidden="true" className="me-row-chevron flip-rtl" />
          </Link>
        </li>
        <li>
          <Link to={withPrefix(prefix, '/host/earnings')} className="me-row">
            <Coins aria-hidden="true" />
            <span className="me-row-label">{t('centre.earnings')}</span>
            <ChevronRight aria-hidden="true" className="me-row-chevron flip-rtl" />
          </Link>
        </li>
      </ul>
    </section>
  );
}

function Application({ state }: { state: HostApplicationState }) {
  const { t, i18n } = useTranslation('hosts');
  const headingId = useId();
  const listId = useId();
  const prefix = useLanguagePrefix();
  const apply = useApplyAsHost();
  const errorText = useErrorText();
  const { application, requirements, reapplyAt, canApply } = state;
  const date = (ms: number) => formatLocalDateTime(ms, i18n.language);
  const fixes: Partial<Record<keyof HostRequirements, { to: string; label: string }>> = {
    photoApproved: { to: '/profile/edit', label: t('apply.fixPhoto') },
    profileComplete: { to: '/profile/edit', label: t('apply.fixProfile') },
  };
  const allMet = REQUIREMENTS.every((key) => requirements[key]);
  return (
    <section className="page host-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('apply.title')}</h1>
      <p>{t('apply.intro')}</p>
      <h2 id={listId}>{t('apply.requirements')}</h2>
      <ul className="host-requirements" aria-labelledby={listId}>
        {REQUIREMENTS.map((key) => {
          const met = requirements[key];
          const fix = fixes[key];
          return (
            <li key={key} className="host-requirement" data-met={met}>
              {met ? <Check aria-hidden="true" /> : <X aria-hidden="true" />}
              <span className="host-requirement-label">{t(`apply.${key}`)}</span>
              <span className="host-requirement-state">{met ? t('apply.met') : t('apply.notMet')}</span>
              {!met && fix && (
                <Link to={withPrefix(prefix, fix.to)} className="button-link">
                  {fix.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {application?.status === 'pending' && (
        <p role="status" className="form-notice">
          {apply.isSuccess ? t('apply.sent') : t('apply.pending', { date: date(application.createdAt) })}
        </p>
      )}
      {application?.status === 'refused' && (
        <div className="host-decision">
          <p>{t('apply.refused', { date: date(application.decidedAt ?? application.createdAt) })}</p>
          {application.reason && <p>{t('apply.reason', { reason: application.reason })}</p>}
          <p>
            {reapplyAt === null ? t('apply.reapplyNow') : t('apply.reapplyAt', { date: date(reapplyAt) })}
          </p>
        </div>
      )}
      {application?.status !== 'pending' && (
        <>
          {!allMet && <p className="field-hint">{t('apply.unmetHint')}</p>}
          <button
            type="button"
            className="button button-primary"
            disabled={!canApply || apply.isPending}
            onClick={() => apply.mutate()}
          >
            {apply.isPending ? t('apply.sending') : t('apply.send')}
          </button>
        </>
      )}
      <p role="alert" className="form-error">
        {apply.isError ? errorText(apply.error) : null}
      </p>
    </section>
  );
}
