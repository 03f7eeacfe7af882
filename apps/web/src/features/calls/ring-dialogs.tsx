import type { CallData } from '@mingle/protocol';
import Phone from 'lucide-react/icons/phone';
import PhoneOff from 'lucide-react/icons/phone-off';
import Video from 'lucide-react/icons/video';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallFrame } from './call-frame';
import { CallPrice } from './call-price';
import { useCallController } from './call-controller-context';
import { useCallStore, type CallPending } from './call-store';
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
  if (!call) return null;
  const peer = call.bizData.remoteUserInfo;
  return (
    <RingFrame
      title={t('dialog.incoming')}
      call={call}
      text={
        <p className="call-ring-text">
          {t(media === 'video' ? 'incoming.video' : 'incoming.voice', { name: peer.userName })}
        </p>
      }
    >
      <RingButton
        className="call-button-end"
        icon={<PhoneOff />}
        busyWhile="decline"
        onClick={() => void controller.ringCancel()}
      >
        {t('incoming.decline')}
      </RingButton>
      <RingButton
        className="call-button-answer"
        icon={media === 'video' ? <Video /> : <Phone />}
        busyWhile="answer"
        onClick={() => void controller.answer()}
      >
        {t('incoming.answer')}
      </RingButton>
    </RingFrame>
  );
}

/** The caller's side while it rings: whom, the price, and Cancel. */
export function OutgoingCallDialog() {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const call = useCallStore((s) => s.call);
  if (!call) return null;
  return (
    <RingFrame
      title={t('dialog.outgoing')}
      call={call}
      text={
        <p role="status" className="call-ring-text">
          {t('outgoing.ringing')}
        </p>
      }
    >
      <RingButton
        className="call-button-end"
        icon={<PhoneOff />}
        busyWhile="cancel"
        onClick={() => void controller.ringCancel()}
      >
        {t('outgoing.cancel')}
      </RingButton>
    </RingFrame>
  );
}

/**
 * What both sides of a ringing call show, full screen and dark like the call it leads to: the peer, a line about
 * the ring, the price, a refusal, and the buttons at the bottom, within a thumb's reach.
 */
function RingFrame({
  title,
  call,
  text,
  children,
}: {
  title: string;
  call: CallData;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <CallFrame title={title} className="call-screen call-ring">
      <div className="call-ring-peer">
        <PeerCard peer={call.bizData.remoteUserInfo} size={120} />
      </div>
      {text}
      <CallPrice call={call} />
      <CallFailureNotice />
      <div className="call-ring-actions">{children}</div>
    </CallFrame>
  );
}

/**
 * A ring button, a round icon with its name under it as on a phone: any request in flight disables all of them;
 * the one that sent it shows it is busy.
 */
function RingButton({
  className,
  icon,
  busyWhile,
  onClick,
  children,
}: {
  className: string;
  icon: ReactNode;
  busyWhile: CallPending;
  onClick: () => void;
  children: ReactNode;
}) {
  const pending = useCallStore((s) => s.pending);
  return (
    <button
      type="button"
      className={`call-ring-button ${className}`}
      disabled={pending !== null}
      aria-busy={pending === busyWhile}
      onClick={onClick}
    >
      <span className="call-ring-icon">{icon}</span>
      <span>{children}</span>
    </button>
  );
}
