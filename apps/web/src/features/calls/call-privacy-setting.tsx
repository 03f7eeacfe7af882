import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRelayOnly, writeRelayOnly } from './privacy-setting';

/** The settings pop-up's calls section: 'Hide my IP address (relay only)', kept on this device. */
export function CallPrivacySetting() {
  const { t } = useTranslation('calls');
  const headingId = useId();
  const hintId = useId();
  const [relayOnly, setRelayOnly] = useState(readRelayOnly);
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-heading">
        {t('privacy.heading')}
      </h3>
      <label className="choice">
        <input
          type="checkbox"
          checked={relayOnly}
          aria-describedby={hintId}
          onChange={(event) => {
            writeRelayOnly(event.target.checked);
            setRelayOnly(event.target.checked);
          }}
        />
        {t('privacy.relayOnly')}
      </label>
      <p id={hintId} className="field-hint">
        {t('privacy.relayOnlyHint')}
      </p>
    </section>
  );
}
