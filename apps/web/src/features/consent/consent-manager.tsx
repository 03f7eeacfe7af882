import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePopupStore } from '../../app/popup-store';
import { PopupDialog } from '../../components/popup-dialog';
import type { ConsentChoices } from './consent-storage';
import { useConsentStore } from './store';

type Purpose = keyof ConsentChoices;
const PURPOSES: readonly Purpose[] = ['analytics', 'marketing'];

/**
 * The consent screen for the consent region. Rejecting is one click, like accepting. The first time it must be
 * answered; reopened from Cookie settings it can also be closed unchanged.
 */
export function ConsentManager({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const current = useConsentStore((s) => s.consent);
  const decide = useConsentStore((s) => s.decide);
  const closePopup = usePopupStore((s) => s.close);
  const [choosing, setChoosing] = useState(current !== null);
  const [choices, setChoices] = useState<ConsentChoices>({
    analytics: current?.analytics ?? false,
    marketing: current?.marketing ?? false,
  });
  const idBase = useId();

  const finish = (next: ConsentChoices) => {
    decide(next);
    // A decision here covers everything the simple notice would have said.
    closePopup('cookieNotice');
    onClose();
  };

  return (
    <PopupDialog
      title={t('consent.title')}
      description={t('consent.body')}
      onClose={onClose}
      dismissible={current !== null}
      className="consent-manager"
    >
      {choosing && (
        <fieldset className="consent-purposes">
          <legend>{t('consent.purposesLabel')}</legend>
          <div className="consent-purpose">
            <input
              id={`${idBase}-necessary`}
              type="checkbox"
              checked
              disabled
              aria-describedby={`${idBase}-necessary-d`}
            />
            <label htmlFor={`${idBase}-necessary`}>
              {t('consent.purposes.necessary')}{' '}
              <span className="consent-always">({t('consent.alwaysOn')})</span>
            </label>
            <p id={`${idBase}-necessary-d`} className="consent-purpose-description">
              {t('consent.purposes.necessaryDescription')}
            </p>
          </div>
          {PURPOSES.map((purpose) => (
            <div className="consent-purpose" key={purpose}>
              <input
                id={`${idBase}-${purpose}`}
                type="checkbox"
                checked={choices[purpose]}
                onChange={(event) => setChoices((prev) => ({ ...prev, [purpose]: event.target.checked }))}
                aria-describedby={`${idBase}-${purpose}-d`}
              />
              <label htmlFor={`${idBase}-${purpose}`}>{t(`consent.purposes.${purpose}`)}</label>
              <p id={`${idBase}-${purpose}-d`} className="consent-purpose-description">
                {t(`consent.purposes.${purpose}Description`)}
              </p>
            </div>
          ))}
        </fieldset>
      )}
      <div className="popup-actions popup-actions-wrap">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => finish({ analytics: false, marketing: false })}
        >
          {t('consent.rejectAll')}
        </button>
        {choosing ? (
          <button type="button" className="button button-secondary" onClick={() => finish(choices)}>
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setChoosing(true)}>
            {t('consent.choose')}
          </button>
        )}
        <button
          type="button"
          className="button button-primary"
          onClick={() => finish({ analytics: true, marketing: true })}
        >
          {t('consent.acceptAll')}
        </button>
      </div>
    </PopupDialog>
  );
}
