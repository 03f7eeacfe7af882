import LoaderCircle from 'lucide-react/icons/loader-circle';
import Mic from 'lucide-react/icons/mic';
import MicOff from 'lucide-react/icons/mic-off';
import PhoneOff from 'lucide-react/icons/phone-off';
import PictureInPicture2 from 'lucide-react/icons/picture-in-picture-2';
import SwitchCamera from 'lucide-react/icons/switch-camera';
import Video from 'lucide-react/icons/video';
import VideoOff from 'lucide-react/icons/video-off';
import Volume2 from 'lucide-react/icons/volume-2';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROBLEM_KEYS } from '../home/camera-preview';
import { useSessionStore } from '../session/store';
import { CallControlButton } from './call-control-button';
import { CallFrame } from './call-frame';
import { CallPrice } from './call-price';
import { useCallController } from './call-controller-context';
import { CallQualityIndicator } from './call-quality-indicator';
import { useCallStore } from './call-store';
import { GiftAnimations } from '../gifts/gift-animations';
import { PeerActions, PeerNameButton } from './peer-actions';
import { useCurrentPeerDialog } from './peer-dialog-store';
import { PeerCard } from './peer-card';
import { OwnVideoTile } from './own-video-tile';
import { CallFailureNotice } from './ring-dialogs';
import { useCallDuration } from './use-call-text';
import { useIdleControls } from './use-idle-controls';
import { usePictureInPicture } from './use-picture-in-picture';
import { useScreenWakeLock } from './use-screen-wake-lock';

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
  onElement,
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
  /** The element, for whoever needs more of it than this component does (Picture-in-Picture). */
  onElement?: (element: HTMLVideoElement | null) => void;
}) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const setRef = useCallback(
    (element: HTMLVideoElement | null) => {
      ref.current = element;
      onElement?.(element);
    },
    [onElement],
  );
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
      ref={setRef}
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

/**
 * Where focus lands when the call opens: the first control that works other than Hang up (a stray Enter must not
 * end the call), else the group of controls itself (the microphone may open a moment after the call does).
 */
const FIRST_CONTROL = ['.call-controls button:not(:disabled):not(.call-button-end)', '.call-controls'];

/**
 * The call, full screen: the other person's video (or picture in a voice call) fills it, ours sits in a corner,
 * who, how long and how much along the top, and round controls along the bottom, clear of the safe areas.
 */
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
  useScreenWakeLock();
  const pip = usePictureInPicture();
  // Until the other side's media plays; without their video (voice, or no camera there) the connection says so.
  const waiting = !remotePlaying && (remoteVideo || link !== 'connected');
  // The controls fade when nobody touches them, but not while the screen says something that wants an answer.
  const bottomRef = useRef<HTMLDivElement>(null);
  const me = useSessionStore((s) => s.userId);
  const noticeUp = useCallStore(
    (s) =>
      (s.billing?.lowBalance ?? false) ||
      s.cameraProblem !== null ||
      s.failure !== null ||
      // What UpgradeNotice shows: a request either way, and the other side's refusal.
      s.upgrade?.state === 'requested' ||
      (s.upgrade?.state === 'declined' && s.upgrade.byUserId !== me),
  );
  const dialogUp = useCurrentPeerDialog() !== null;
  const idle = useIdleControls(
    bottomRef,
    waiting || link !== 'connected' || noticeUp || soundBlocked || dialogUp,
    '.call-peer-confirm',
  );
  if (!call) return null;
  const peer = call.bizData.remoteUserInfo;
  const onPlaying = () => {
    setRemotePlaying(true);
    controller.mediaFlowing();
  };

  return (
    <CallFrame
      title={t(media === 'video' ? 'dialog.video' : 'dialog.voice')}
      className="call-screen call-active"
      titleHidden
      initialFocus={FIRST_CONTROL}
    >
      <div className="call-stage" data-media={remoteVideo ? 'video' : 'voice'} data-link={link}>
        <StreamVideo
          stream={remoteStream}
          label={t('video.remote')}
          className="call-remote"
          muted={false}
          hidden={!remoteVideo}
          onPlaying={onPlaying}
          onSoundBlocked={() => setSoundBlocked(true)}
          soundOn={soundOn}
          onElement={pip.attach}
        />
        {!remoteVideo && <PeerCard peer={peer} size={120} />}
        <GiftAnimations roomNum={call.roomNum} peerName={peer.userName} />
      </div>
      <div className="call-top">
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
      </div>
      <div className="call-middle">
        <div className="call-stage-status">
          {link === 'failed' ? (
            <p role="alert">{t('status.failed')}</p>
          ) : link === 'reconnecting' ? (
            <p role="status">
              <LoaderCircle className="call-spinner" />
              {t('status.reconnecting')}
            </p>
          ) : waiting ? (
            <p role="status">
              <LoaderCircle className="call-spinner" />
              {t('status.connecting')}
            </p>
          ) : null}
        </div>
        {localVideo && (
          <OwnVideoTile>
            <StreamVideo stream={localStream} label={t('video.local')} className="call-local" muted />
          </OwnVideoTile>
        )}
      </div>
      <div className="call-bottom" ref={bottomRef} data-idle={idle ? 'true' : undefined}>
        <LowBalanceNotice />
        <CameraProblemNotice />
        <UpgradeNotice name={peer.userName} />
        <CallFailureNotice />
        {soundBlocked && (
          <button
            type="button"
            className="button button-primary call-sound"
            onClick={() => {
              setSoundBlocked(false);
              setSoundOn((n) => n + 1);
            }}
          >
            <Volume2 />
            {t('controls.sound')}
          </button>
        )}
        <div className="call-bar">
          <PeerActions peer={peer} roomNum={call.roomNum} live />
          <CallControls
            pictureInPicture={
              pip.supported && remoteVideo
                ? { active: pip.active, ready: remotePlaying, toggle: pip.toggle }
                : null
            }
          />
        </div>
      </div>
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
        <div className="call-notice-actions">
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

/** The Picture-in-Picture toggle, where the browser has it and there is a picture to float. */
interface PictureInPictureControl {
  active: boolean;
  /** The picture plays: before that there is nothing to float. */
  ready: boolean;
  toggle: () => Promise<void>;
}

function CallControls({ pictureInPicture }: { pictureInPicture: PictureInPictureControl | null }) {
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
    <div className="call-controls" role="group" aria-label={t('controls.label')} tabIndex={-1}>
      <CallControlButton
        label={t('controls.mute')}
        icon={muted ? <MicOff /> : <Mic />}
        pressed={muted}
        disabled={!hasAudio}
        onClick={() => controller.toggleMute()}
      />
      {localVideo && (
        <CallControlButton
          label={t('controls.cameraOff')}
          icon={cameraOff ? <VideoOff /> : <Video />}
          pressed={cameraOff}
          onClick={() => controller.toggleCamera()}
        />
      )}
      {localVideo && cameraCount > 1 && (
        <CallControlButton
          label={t('controls.switchCamera')}
          icon={<SwitchCamera />}
          onClick={() => void controller.switchCamera()}
        />
      )}
      {media === 'voice' && (
        <CallControlButton
          label={t('controls.toVideo')}
          icon={<Video />}
          disabled={pending !== null}
          onClick={() => void controller.requestVideo()}
        />
      )}
      {pictureInPicture && (
        <CallControlButton
          label={t('controls.pictureInPicture')}
          icon={<PictureInPicture2 />}
          pressed={pictureInPicture.active}
          disabled={!pictureInPicture.ready}
          onClick={() => void pictureInPicture.toggle()}
        />
      )}
      <CallControlButton
        label={t('controls.hangUp')}
        icon={<PhoneOff />}
        className="call-button-end"
        disabled={pending === 'hangup'}
        onClick={() => void controller.hangUp()}
      />
    </div>
  );
}
