import { WEBAPP_GRANT_COINS } from '@mingle/protocol';
import { useTranslation } from 'react-i18next';
import { PopupDialog } from '../../components/popup-dialog';

/**
 * Spec §2.3 Safari install hint: Safari on iOS has no install prompt, only Share -> Add to Home Screen. A drawing
 * of exactly those two steps (ours, in the app's colours), then the three steps in words.
 */
export function SafariInstallHint({ onClose, showCoins }: { onClose(): void; showCoins: boolean }) {
  const { t } = useTranslation('reach');
  return (
    <PopupDialog title={t('install.safariTitle')} onClose={onClose} className="reach-safari-hint">
      <SafariIllustration label={t('install.illustration')} itemText={t('install.addToHomeScreen')} />
      <ol className="reach-steps">
        <li>{t('install.safariStep1')}</li>
        <li>{t('install.safariStep2')}</li>
        <li>{t('install.safariStep3')}</li>
      </ol>
      {showCoins && <p className="reach-coins">{t('install.coins', { coins: WEBAPP_GRANT_COINS })}</p>}
      <div className="popup-actions">
        <button type="button" className="button button-primary" onClick={onClose}>
          {t('install.gotIt')}
        </button>
      </div>
    </PopupDialog>
  );
}

/** A phone: Safari's bottom toolbar with the Share button marked (1), and the share sheet's item (2). */
function SafariIllustration({ label, itemText }: { label: string; itemText: string }) {
  return (
    <svg className="reach-illustration" viewBox="0 0 240 200" role="img" aria-label={label}>
      <rect
        x="60"
        y="6"
        width="120"
        height="188"
        rx="18"
        fill="var(--color-surface-sunken)"
        stroke="currentColor"
        strokeWidth="3"
      />
      <rect x="94" y="14" width="52" height="8" rx="4" fill="currentColor" opacity="0.35" />
      {/* The share sheet */}
      <rect
        x="70"
        y="74"
        width="100"
        height="70"
        rx="10"
        fill="var(--color-surface)"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <rect x="78" y="84" width="84" height="14" rx="4" fill="currentColor" opacity="0.12" />
      <rect
        x="78"
        y="104"
        width="84"
        height="22"
        rx="5"
        fill="var(--color-accent-fill)"
        opacity="0.18"
        stroke="var(--color-accent-fill)"
        strokeWidth="2"
      />
      {/* Add-to-home-screen icon: a square with a plus */}
      <rect
        x="83"
        y="108"
        width="14"
        height="14"
        rx="3"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M90 111v8M86 115h8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <text x="101" y="119" fontSize="7.5" fill="currentColor">
        {itemText}
      </text>
      {/* Safari's bottom toolbar */}
      <rect x="62" y="160" width="116" height="28" fill="currentColor" opacity="0.08" />
      <path d="M80 174l5-5m-5 5l5 5" stroke="currentColor" strokeWidth="2" fill="none" opacity="0.5" />
      <path d="M160 174l-5-5m5 5l-5 5" stroke="currentColor" strokeWidth="2" fill="none" opacity="0.5" />
      {/* The Share button: a box with an arrow up */}
      <circle cx="120" cy="174" r="12" fill="var(--color-accent-fill)" opacity="0.2" />
      <path d="M114 171v9h12v-9" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" />
      <path
        d="M120 176v-11m-4 4l4-4 4 4"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
      {/* Step numbers */}
      <circle cx="206" cy="174" r="11" fill="var(--color-accent-fill)" />
      <text x="206" y="178" fontSize="12" textAnchor="middle" fill="var(--color-on-accent)">
        1
      </text>
      <path d="M195 174h-60" stroke="var(--color-accent-fill)" strokeWidth="2" strokeDasharray="4 3" />
      <circle cx="206" cy="115" r="11" fill="var(--color-accent-fill)" />
      <text x="206" y="119" fontSize="12" textAnchor="middle" fill="var(--color-on-accent)">
        2
      </text>
      <path d="M195 115h-22" stroke="var(--color-accent-fill)" strokeWidth="2" strokeDasharray="4 3" />
    </svg>
  );
}
