import { formatCallDuration } from '@mingle/protocol';
import { Trans, useTranslation } from 'react-i18next';
import { PopupDialog } from '../../components/popup-dialog';
import { useSessionStore } from '../session/store';
import { useCallController } from './call-controller-context';
import { useCallStore } from './call-store';
import { CallGifts } from '../gifts/call-gifts';
import { PeerActions, PeerProfileLink } from './peer-actions';

/**
 * The receipt every call ends with (the guide's "honest by design"): how it ended, how long media flowed, the
 * minutes billed and the coins paid or points earned, and the other person (their profile, add friend, report,
 * block). It stays until closed; closing it clears the stored room number and call role.
 */
export function CallSummaryDialog() {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const me = useSessionStore((s) => s.userId);
  const call = useCallStore((s) => s.call);
  const status = useCallStore((s) => s.status);
  const receipt = useCallStore((s) => s.receipt);
  const missing = useCallStore((s) => s.receiptMissing);
  const failed = useCallStore((s) => s.link === 'failed');
  if (!call) return null;
  const peer = receipt?.peer ?? call.bizData.remoteUserInfo;
  const shownStatus = receipt?.callStatus ?? status;
  const payer = receipt ? receipt.payerId === me : call.bizData.payerId === me;
  const close = () => controller.close();
  return (
    <PopupDialog title={t('summary.title')} onClose={close} className="call-summary" showClose={false}>
      <p>
        <Trans
          t={t}
          i18nKey="summary.with"
          values={{ name: peer.userName }}
          components={{ profile: <PeerProfileLink peer={peer} /> }}
        />
      </p>
      {failed && <p className="form-error">{t('status.failed')}</p>}
      <dl className="call-summary-facts">
        <div>
          <dt>{t('summary.result')}</dt>
          <dd>{t(`state.${shownStatus}`)}</dd>
        </div>
        {receipt && (
          <>
            <div>
              <dt>{t('summary.duration')}</dt>
              <dd>
                {receipt.connectedAt === null
                  ? t('summary.notConnected')
                  : formatCallDuration(receipt.durationSeconds)}
              </dd>
            </div>
            {receipt.pricePerMinute > 0 && (
              <div>
                <dt>{t('summary.minutes')}</dt>
                <dd>{receipt.minutesBilled}</dd>
              </div>
            )}
            {receipt.pricePerMinute > 0 &&
              (payer ? (
                <div>
                  <dt>{t('summary.coinsPaid')}</dt>
                  <dd>{receipt.coins}</dd>
                </div>
              ) : (
                <div>
                  <dt>{t('summary.pointsEarned')}</dt>
                  <dd>{receipt.points}</dd>
                </div>
              ))}
          </>
        )}
      </dl>
      {receipt && receipt.coins === 0 && payer && <p>{t('summary.noCharge')}</p>}
      {receipt && receipt.pricePerMinute === 0 && !payer && <p>{t('price.free')}</p>}
      {!receipt && !missing && (
        <p role="status" aria-busy="true">
          {t('summary.pending')}
        </p>
      )}
      {!receipt && missing && <p>{t('summary.unavailable')}</p>}
      {receipt && <CallGifts roomNum={call.roomNum} />}
      <PeerActions peer={peer} roomNum={call.roomNum} live={false} />
      <div className="popup-actions">
        <button type="button" className="button button-primary" onClick={close}>
          {t('summary.close')}
        </button>
      </div>
    </PopupDialog>
  );
}
