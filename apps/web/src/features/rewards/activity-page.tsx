import ListChecks from 'lucide-react/icons/list-checks';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';
import { CheckInPanel } from './check-in';
import { FirstWeekPanel } from './first-week';
import { DrawHistory, LuckyWheelPanel } from './lucky-wheel';
import './rewards.css';

/**
 * activity (spec §2.1): the activity centre. The daily check-in, the first-week bonus and the lucky wheel on one
 * screen, with the way to the tasks that earn spins. Rewards only grant; nothing here costs coins.
 */
export function ActivityPage() {
  const { t } = useTranslation();
  const { t: tw } = useTranslation('wheel');
  const prefix = useLanguagePrefix();
  const headingId = useId();
  return (
    <section className="page rewards-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('routes.Activity')}</h1>
      <p className="reward-note">{tw('intro')}</p>
      <RewardSection title={tw('checkIn.title')}>
        <CheckInPanel />
      </RewardSection>
      <RewardSection title={tw('firstWeek.title')}>
        <FirstWeekPanel />
      </RewardSection>
      <RewardSection title={tw('title')} id="wheel">
        <LuckyWheelPanel />
        <Link className="button button-secondary" to={withPrefix(prefix, '/task')}>
          <ListChecks aria-hidden="true" />
          {tw('wheel.earnMore')}
        </Link>
      </RewardSection>
      <DrawHistory />
    </section>
  );
}

function RewardSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="reward-section" aria-labelledby={headingId} id={id}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
