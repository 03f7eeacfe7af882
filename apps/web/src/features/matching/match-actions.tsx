import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguagePrefix } from '../../app/use-language-prefix';
import { withPrefix } from '../../i18n/language-prefix';

/**
 * The way on under a matching notice: the case's own actions (`children`), then Start matching when the page may
 * start again (`onStart`), then back home.
 */
export function MatchActions({
  onStart,
  large = false,
  children,
}: {
  onStart?: () => void;
  /** The start button as the page's main action, as after a search that ended. */
  large?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation('matching');
  const prefix = useLanguagePrefix();
  return (
    <div className="match-actions">
      {children}
      {onStart && (
        <button
          type="button"
          className={large ? 'button button-primary button-large' : 'button button-primary'}
          onClick={onStart}
        >
          {t('page.start')}
        </button>
      )}
      <Link className="button button-secondary" to={withPrefix(prefix, '/')}>
        {t('page.back')}
      </Link>
    </div>
  );
}
