import { PUSH_KINDS, type PushKind } from '@mingle/protocol';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../messages/error-text';
import { currentSubscription, pushPermission, pushSupported } from './push-client';
import { usePushSettings, useSetPushSetting } from './queries';
import { useDisablePush, useEnablePush } from './use-enable-push';

/** The settings pop-up's notifications section: push on this device, and one switch per kind for the account. */
export function PushSettingsSection() {
  const { t } = useTranslation('reach');
  const headingId = useId();
  const hintId = useId();
  const settings = usePushSettings();
  const setSetting = useSetPushSetting();
  const enable = useEnablePush();
  const disable = useDisablePush();
  const errorText = useErrorText();
  const [onHere, setOnHere] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void currentSubscription().then((sub) => live && setOnHere(sub !== null));
    return () => {
      live = false;
    };
  }, []);
  const supported = pushSupported();
  const busy = enable.isPending || disable.isPending;
  const toggleHere = (on: boolean) => {
    setProblem(null);
    if (on) {
      enable.mutate(undefined, {
        onSuccess: (result) => {
          setOnHere(result === 'enabled');
          if (result !== 'enabled') setProblem(t(result === 'denied' ? 'push.blocked' : 'push.unsupported'));
        },
        onError: (err) => setProblem(errorText(err)),
      });
    } else {
      disable.mutate(undefined, {
        onSuccess: () => setOnHere(false),
        onError: (err) => setProblem(errorText(err)),
      });
    }
  };
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="settings-heading">
        {t('push.heading')}
      </h3>
      {supported ? (
        <>
          <label className="choice">
            <input
              type="checkbox"
              checked={onHere === true}
              disabled={onHere === null || busy}
              aria-describedby={hintId}
              onChange={(event) => toggleHere(event.target.checked)}
            />
            {t('push.thisDevice')}
          </label>
          <p id={hintId} className="field-hint">
            {pushPermission() === 'denied' ? t('push.blocked') : t('push.thisDeviceHint')}
          </p>
        </>
      ) : (
        <p className="field-hint">{t('push.unsupported')}</p>
      )}
      {settings.data && (
        <fieldset className="reach-kinds">
          <legend className="field-hint">{t('push.kindsHint')}</legend>
          {PUSH_KINDS.map((kind: PushKind) => (
            <label key={kind} className="choice">
              <input
                type="checkbox"
                checked={settings.data[kind]}
                onChange={(event) => setSetting.mutate({ kind, enabled: event.target.checked })}
              />
              {t(`push.${kind}`)}
            </label>
          ))}
        </fieldset>
      )}
      {(problem ?? (setSetting.isError ? errorText(setSetting.error) : null)) && (
        <p role="alert" className="form-error">
          {problem ?? errorText(setSetting.error)}
        </p>
      )}
    </section>
  );
}
