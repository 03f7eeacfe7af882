import type { LucideIcon } from 'lucide-react';
import Backpack from 'lucide-react/icons/backpack';
import Bell from 'lucide-react/icons/bell';
import BriefcaseBusiness from 'lucide-react/icons/briefcase-business';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Coins from 'lucide-react/icons/coins';
import Gift from 'lucide-react/icons/gift';
import Heart from 'lucide-react/icons/heart';
import Pencil from 'lucide-react/icons/pencil';
import Receipt from 'lucide-react/icons/receipt';
import Settings from 'lucide-react/icons/settings';
import ShieldCheck from 'lucide-react/icons/shield-check';
import UserRound from 'lucide-react/icons/user-round';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LegalLinks } from '../../app/legal-links';
import { usePopupStore } from '../../app/popup-store';
import type { AppKey } from '../../app/route-handle';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { Avatar } from '../../components/avatar';
import { withPrefix } from '../../i18n/language-prefix';
import { VisitorsButton } from '../discover/visitors-dialog';
import { LanguageSwitcher } from '../language/language-switcher';
import { useMe } from '../profile/queries';
import { useRealtimeStore } from '../realtime/store';
import { useSessionStore } from '../session/store';
import { useCoinBalance } from '../shop/balance';
import { useUnreadNoticesDetail } from '../zhushou/unread-notices';
import { useHostApplication } from '../hosts/queries';
import './me.css';

/** The review pages an admin reaches from the Me page. */
const ADMIN_PAGES = [
  { path: '/admin/media', titleKey: 'header.reviewMedia' },
  { path: '/admin/reports', titleKey: 'routes.AdminReports' },
  { path: '/admin/refunds', titleKey: 'routes.AdminRefunds' },
  { path: '/admin/hosts', titleKey: 'routes.AdminHosts' },
  { path: '/admin/gifts', titleKey: 'routes.AdminGifts' },
] as const satisfies ReadonlyArray<{ path: string; titleKey: AppKey }>;

/**
 * me: everything of one's own that the tab bar has no room for: profile, coins, settings, language, the
 * connection, the admin pages, and on phones (where app screens have no footer) the legal pages.
 */
export function MePage() {
  const { t } = useTranslation();
  const headingId = useId();
  const userId = useSessionStore((s) => s.userId);
  const me = useMe().data;
  const coins = useCoinBalance();
  const unreadNotices = useUnreadNoticesDetail();
  const hostApplication = useHostApplication();
  const openPopup = usePopupStore((s) => s.open);
  const photo = me?.photos.find((p) => p.status === 'approved')?.url ?? '';
  return (
    <section className="page me-page" aria-labelledby={headingId}>
      <div className="me-card">
        <Avatar src={photo} name={me?.userName ?? ''} size={64} />
        <h1 id={headingId}>{me?.userName ?? t('routes.Me')}</h1>
      </div>
      <ul className="me-rows">
        <MeLink to={`/profile/${userId ?? ''}`} Icon={UserRound} label={t('header.profile')} />
        <MeLink to="/profile/edit" Icon={Pencil} label={t('routes.ProfileEdit')} />
        <li>
          <VisitorsRow />
        </li>
        <MeLink
          to="/shop"
          Icon={Coins}
          label={t('routes.Shop')}
          detail={coins === null ? undefined : t('header.coins', { coins })}
        />
        <MeLink to="/payOrderList" Icon={Receipt} label={t('routes.PayOrderList')} />
        <MeLink to="/activity" Icon={Gift} label={t('routes.Activity')} />
        <MeLink to="/backpack" Icon={Backpack} label={t('routes.Backpack')} />
        <MeLink to="/zhushou" Icon={Bell} label={t('routes.Zhushou')} detail={unreadNotices} />
        {/* Applying to become a host, or for hosts their prices, earnings and payouts. */}
        <MeLink
          to="/host"
          Icon={BriefcaseBusiness}
          label={hostApplication.data?.isHost === true ? t('routes.Host') : t('me.becomeHost')}
        />
        <li>
          <button type="button" className="me-row" onClick={() => openPopup('settings', {})}>
            <Settings aria-hidden="true" />
            <span className="me-row-label">{t('header.settings')}</span>
            <ChevronRight aria-hidden="true" className="me-row-chevron flip-rtl" />
          </button>
        </li>
      </ul>
      <MeSection title={t('languageSwitcher.label')}>
        <LanguageSwitcher />
      </MeSection>
      <MeSection title={t('me.connection')}>
        <ConnectionState />
      </MeSection>
      {me?.isAdmin === true && (
        <MeSection title={t('me.admin')}>
          <ul className="me-rows">
            {ADMIN_PAGES.map(({ path, titleKey }) => (
              <MeLink key={path} to={path} Icon={ShieldCheck} label={t(titleKey)} />
            ))}
          </ul>
        </MeSection>
      )}
      <MeSection title={t('footer.label')}>
        <LegalLinks className="legal-links" />
      </MeSection>
    </section>
  );
}

function MeLink({
  to,
  Icon,
  label,
  detail,
}: {
  to: string;
  Icon: LucideIcon;
  label: string;
  detail?: string | undefined;
}) {
  const prefix = useLanguagePrefix();
  const labelId = useId();
  const detailId = useId();
  // Named by its label alone and described by the detail: "Coin shop", then "75 coins".
  return (
    <li>
      <Link
        to={withPrefix(prefix, to)}
        className="me-row"
        aria-labelledby={labelId}
        aria-describedby={detail ? detailId : undefined}
      >
        <Icon aria-hidden="true" />
        <span id={labelId} className="me-row-label">
          {label}
        </span>
        {detail && (
          <span id={detailId} className="me-row-detail">
            {detail}
          </span>
        )}
        <ChevronRight aria-hidden="true" className="me-row-chevron flip-rtl" />
      </Link>
    </li>
  );
}

/** "Who liked me" and "Who viewed me", from Discover's dialog; a row like its neighbours, chevron included. */
function VisitorsRow() {
  const { t } = useTranslation('discover');
  return (
    <VisitorsButton className="me-row">
      <Heart aria-hidden="true" />
      <span className="me-row-label">{t('nav.likes')}</span>
      <ChevronRight aria-hidden="true" className="me-row-chevron flip-rtl" />
    </VisitorsButton>
  );
}

function MeSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="me-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** Plain text here: the live region that announces a change is the top bar's dot. */
function ConnectionState() {
  const { t } = useTranslation();
  const status = useRealtimeStore((s) => s.status);
  return (
    <p className="realtime-status me-connection" data-status={status}>
      <span className="realtime-dot" aria-hidden="true" />
      {t(`realtime.${status}`)}
    </p>
  );
}
