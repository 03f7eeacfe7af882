import { useTranslation } from 'react-i18next';
import { CallFrame } from './call-frame';
import { CallPrice } from './call-price';
import { useCallController } from './call-controller-context';
import { useCallStore } from './call-store';
import { PeerCard } from './peer-card';
import { useCallFailureText } from './use-call-text';

/** A refused request of the ring or call pop-up, in the spec's words. */
export function CallFailureNotice() {
  const failure = useCallStore((s) => s.failure);
  const text = useCallFailureText();
  return (
    <p role="alert" className="form-error">
      {failure ? text(failure) : null}
    </p>
  );
}

/** The ring bell: who calls, the price, Answer and Decline. It rings until answered or the server ends it. */
export function IncomingCallDialog() {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const call = useCallStore((s) => s.call);
  const media = useCallStore((s) => s.media);
  const pending = useCallStore((s) => s.pending);
  if (!call) return null;
  const peer = call.bizData.remoteUserInfo;
  return (
    <CallFrame title={t('dialog.incoming')} className="call-ring">
      <PeerCard peer={peer} />
      <p className="call-ring-text">
        {t(media === 'video' ? 'incoming.video' : 'incoming.voice', { name: peer.userName })}
      </p>
      <CallPrice call={call} />
      <CallFailureNotice />
      <div className="call-ring-actions">
        <button
          type="button"
          className="button call-button-end"
          disabled={pending !== null}
          aria-busy={pending === 'decline'}
          onClick={() => void controller.ringCancel()}
        >
          {t('incoming.decline')}
        </button>
        <button
          type="button"
          className="button call-button-answer"
          disabled={pending !== null}
          aria-busy={pending === 'answer'}
          onClick={() => void controller.answer()}
        >
          {t('incoming.answer')}
        </button>
      </div>
    </CallFrame>
  );
}

/** The caller's side while it rings: whom, the price, and Cancel. */
export function OutgoingCallDialog() {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const call = useCallStore((s) => s.call);
  const pending = useCallStore((s) => s.pending);
  if (!call) return null;
  return (
    <CallFrame title={t('dialog.outgoing')} className="call-ring">
      <PeerCard peer={call.bizData.remoteUserInfo} />
      <p role="status" className="call-ring-text">
        {t('outgoing.ringing')}
      </p>
      <CallPrice call={call} />
      <CallFailureNotice />
      <div className="call-ring-actions">
        <button
          type="button"
          className="button call-button-end"
          disabled={pending !== null}
          aria-busy={pending === 'cancel'}
          onClick={() => void controller.ringCancel()}
        >
          {t('outgoing.cancel')}
        </button>
      </div>
    </CallFrame>
  );
}
