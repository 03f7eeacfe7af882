import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBLEM_KEYS } from '../home/camera-preview';
import { useSessionStore } from '../session/store';
import { CallFrame } from './call-frame';
import { CallPrice } from './call-price';
import { useCallController } from './call-controller-context';
import { CallQualityIndicator } from './call-quality-indicator';
import { useCallStore } from './call-store';
import { PeerActions, PeerNameButton } from './peer-actions';
import { PeerCard } from './peer-card';
import { CallFailureNotice } from './ring-dialogs';
import { useCallDuration } from './use-call-text';

/**
 * A stream in a <video>. playsInline keeps iOS from taking it full screen. When the browser refuses to play
 * sound before a tap, the picture plays muted and `onSoundBlocked` offers a button to turn the sound on.
 */
function StreamVideo({
  stream,
  label,
  className,
  muted,
  hidden,
  onPlaying,
  onSoundBlocked,
  soundOn,
}: {
  stream: MediaStream | null;
  label: string;
  className: string;
  muted: boolean;
  hidden?: boolean;
  onPlaying?: () => void;
  onSoundBlocked?: () => void;
  /** Bumped by the 'Turn on sound' button: unmute and play again, now inside the tap. */
  soundOn?: number;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || video.srcObject === stream) return;
    video.srcObject = stream;
    if (!stream || typeof video.play !== 'function') return;
    video.play()?.catch((error: unknown) => {
      if (muted || !(error instanceof DOMException) || error.name !== 'NotAllowedError') return;
      video.muted = true;
      onSoundBlocked?.();
      video.play()?.catch(() => undefined);
    });
  }, [stream, muted, onSoundBlocked]);
  useEffect(() => {
    const video = ref.current;
    if (!video || !soundOn) return;
    video.muted = false;
    video.play()?.catch(() => undefined);
  }, [soundOn]);
  return (
    <video
      ref={ref}
      className={className}
      data-hidden={hidden ? 'true' : undefined}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      onPlaying={onPlaying}
    />
  );
}

/** The call pop-up: the other person's video (or picture in a voice call), ours, the timer and the controls. */
export function ActiveCallDialog() {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const call = useCallStore((s) => s.call);
  const media = useCallStore((s) => s.media);
  const link = useCallStore((s) => s.link);
  const remoteStream = useCallStore((s) => s.remoteStream);
  const remoteVideo = useCallStore((s) => s.remoteVideo);
  const localStream = useCallStore((s) => s.localStream);
  const localVideo = useCallStore((s) => s.localVideo);
  const flowingSince = useCallStore((s) => s.flowingSince);
  const billing = useCallStore((s) => s.billing);
  const [remotePlaying, setRemotePlaying] = useState(false);
  const [soundBlocked, setSoundBlocked] = useState(false);
  const [soundOn, setSoundOn] = useState(0);
  const duration = useCallDuration(flowingSince);
  if (!call) return null;
  const peer = call.bizData.remoteUserInfo;
  // Until the other side's media plays; without their video (voice, or no camera there) the connection says so.
  const waiting = !remotePlaying && (remoteVideo || link !== 'connected');
  const onPlaying = () => {
    setRemotePlaying(true);
    controller.mediaFlowing();
  };

  return (
    <CallFrame title={t(media === 'video' ? 'dialog.video' : 'dialog.voice')} className="call-active">
      <div className="call-stage" data-media={remoteVideo ? 'video' : 'voice'}>
        <StreamVideo
          stream={remoteStream}
          label={t('video.remote')}
          className="call-remote"
          muted={false}
          hidden={!remoteVideo}
          onPlaying={onPlaying}
          onSoundBlocked={() => setSoundBlocked(true)}
          soundOn={soundOn}
        />
        {!remoteVideo && <PeerCard peer={peer} size={120} />}
        {localVideo && (
          <StreamVideo stream={localStream} label={t('video.local')} className="call-local" muted />
        )}
        <div className="call-stage-status">
          {link === 'failed' ? (
            <p role="alert">{t('status.failed')}</p>
          ) : link === 'reconnecting' ? (
            <p role="status">{t('status.reconnecting')}</p>
          ) : waiting ? (
            <p role="status">{t('status.connecting')}</p>
          ) : null}
        </div>
      </div>
      <div className="call-info">
        <PeerNameButton peer={peer} roomNum={call.roomNum} />
        {duration !== null && (
          <span className="call-duration" role="timer" aria-label={t('live.duration')}>
            {duration}
          </span>
        )}
        {billing ? <Billing coins={billing.coins} points={billing.points} /> : <CallPrice call={call} />}
        {/* Mounted while connected: each connection is measured afresh, from its own first report. */}
        {link === 'connected' && <CallQualityIndicator />}
      </div>
      <PeerActions peer={peer} roomNum={call.roomNum} live />
      <LowBalanceNotice />
      <CameraProblemNotice />
      <UpgradeNotice name={peer.userName} />
      <CallFailureNotice />
      {soundBlocked && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setSoundBlocked(false);
            setSoundOn((n) => n + 1);
          }}
        >
          {t('controls.sound')}
        </button>
      )}
      <CallControls />
    </CallFrame>
  );
}

function Billing({ coins, points }: { coins: number; points: number }) {
  const { t } = useTranslation('calls');
  const me = useSessionStore((s) => s.userId);
  const payerId = useCallStore((s) => s.call?.bizData.payerId ?? null);
  return (
    <span className="call-price">
      {payerId === me ? t('live.coins', { coins }) : t('live.points', { points })}
    </span>
  );
}

/** 'Insufficient coins available, your call will terminate in 1 minutes' (spec §8.2). */
function LowBalanceNotice() {
  const { t } = useTranslation('calls');
  const low = useCallStore((s) => s.billing?.lowBalance ?? false);
  if (!low) return null;
  return (
    <p role="alert" className="call-warning">
      {t('status.lowBalance')}
    </p>
  );
}

function CameraProblemNotice() {
  const { t } = useTranslation();
  const { t: tCalls } = useTranslation('calls');
  const controller = useCallController();
  const problem = useCallStore((s) => s.cameraProblem);
  const hasLocal = useCallStore((s) => s.localStream !== null);
  if (!problem) return null;
  return (
    <div className="call-warning">
      <p role="alert">{t(PROBLEM_KEYS[problem])}</p>
      {!hasLocal && (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void controller.retryCamera()}
        >
          {tCalls('controls.retryCamera')}
        </button>
      )}
    </div>
  );
}

/** Voice to video: the request of either side, and the other's answer. */
function UpgradeNotice({ name }: { name: string }) {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const me = useSessionStore((s) => s.userId);
  const upgrade = useCallStore((s) => s.upgrade);
  const pending = useCallStore((s) => s.pending);
  if (!upgrade) return null;
  const mine = upgrade.byUserId === me;
  if (upgrade.state === 'requested' && mine) {
    return (
      <p role="status" className="call-notice">
        {t('upgrade.waiting', { name })}
      </p>
    );
  }
  if (upgrade.state === 'requested') {
    return (
      <div className="call-notice" role="group" aria-label={t('upgrade.asked', { name })}>
        <p>{t('upgrade.asked', { name })}</p>
        <div className="call-ring-actions">
          <button
            type="button"
            className="button button-secondary"
            disabled={pending !== null}
            onClick={() => void controller.answerUpgrade(false)}
          >
            {t('upgrade.decline')}
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={pending !== null}
            onClick={() => void controller.answerUpgrade(true)}
          >
            {t('upgrade.accept')}
          </button>
        </div>
      </div>
    );
  }
  if (upgrade.state === 'declined' && !mine) {
    return (
      <p role="status" className="call-notice">
        {t('upgrade.declined', { name })}
      </p>
    );
  }
  return null;
}

function CallControls() {
  const { t } = useTranslation('calls');
  const controller = useCallController();
  const media = useCallStore((s) => s.media);
  const muted = useCallStore((s) => s.muted);
  const cameraOff = useCallStore((s) => s.cameraOff);
  const localVideo = useCallStore((s) => s.localVideo);
  const hasAudio = useCallStore((s) => (s.localStream?.getAudioTracks().length ?? 0) > 0);
  const cameraCount = useCallStore((s) => s.cameraCount);
  const pending = useCallStore((s) => s.pending);
  return (
    <div className="call-controls" role="group" aria-label={t('controls.label')}>
      <button
        type="button"
        className="call-control"
        aria-pressed={muted}
        disabled={!hasAudio}
        onClick={() => controller.toggleMute()}
      >
        {t('controls.mute')}
      </button>
      {localVideo && (
        <button
          type="button"
          className="call-control"
          aria-pressed={cameraOff}
          onClick={() => controller.toggleCamera()}
        >
          {t('controls.cameraOff')}
        </button>
      )}
      {localVideo && cameraCount > 1 && (
        <button type="button" className="call-control" onClick={() => void controller.switchCamera()}>
          {t('controls.switchCamera')}
        </button>
      )}
      {media === 'voice' && (
        <button
          type="button"
          className="call-control"
          disabled={pending !== null}
          onClick={() => void controller.requestVideo()}
        >
          {t('controls.toVideo')}
        </button>
      )}
      <button
        type="button"
        className="call-control call-button-end"
        disabled={pending === 'hangup'}
        onClick={() => void controller.hangUp()}
      >
        {t('controls.hangUp')}
      </button>
    </div>
  );
}
