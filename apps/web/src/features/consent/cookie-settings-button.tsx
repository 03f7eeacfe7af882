import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../app/popup-store';

/** Reopens the consent screen so a decision can be changed at any time. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const open = usePopupStore((s) => s.open);
  return (
    <button type="button" className={className} onClick={() => open('consent', {})}>
      {t('footer.cookieSettings')}
    </button>
  );
}
