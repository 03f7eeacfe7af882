import { useTranslation } from 'react-i18next';
import { useCallController } from './call-controller-context';
import { useCallStore } from './call-store';

/**
 * Another tab of this user has the call (docs/decisions/021-calls-survive.md): this one stopped ringing and runs
 * no media. Not a modal: the tab stays usable. 'Continue here' moves the call to this tab on purpose.
 */
export function CallElsewhereNotice() {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const call = useCallStore((s) => s.call);
  const pending = useCallStore((s) => s.pending);
  if (!call) return null;
  const name = call.bizData.remoteUserInfo.userName;
  return (
    <section className="call-elsewhere" role="status" aria-label={t('elsewhere.ongoing')}>
      <p>
        <strong>{call.callRole === 'callee' ? t('elsewhere.answered') : t('elsewhere.ongoing')}</strong>{' '}
        <bdi>{name}</bdi>
      </p>
      <div className="call-elsewhere-actions">
        <button
          type="button"
          className="button button-secondary"
          disabled={pending !== null}
          onClick={() => controller.dismissElsewhere()}
        >
          {t('elsewhere.dismiss')}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={pending !== null}
          onClick={() => void controller.continueHere()}
        >
          {t('elsewhere.continue')}
        </button>
      </div>
    </section>
  );
}
