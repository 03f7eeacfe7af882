import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraError, openCamera, stopStream, type CameraProblem } from '../../lib/camera';

type Preview =
  { kind: 'off' } | { kind: 'starting' } | { kind: 'live' } | { kind: 'failed'; problem: CameraProblem };

/** Translation keys (app namespace) of each camera problem; the call pop-up shows the same messages. */
export const PROBLEM_KEYS = {
  'camera-denied': 'home.camera.cameraDenied',
  'microphone-denied': 'home.camera.microphoneDenied',
  'no-device': 'home.camera.noDevice',
  'in-use': 'home.camera.inUse',
  unsupported: 'home.camera.unsupported',
} as const;

/** Whether the browser already lets this site use the camera, so the preview can start without a click. */
async function cameraAlreadyAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'camera' as PermissionName });
    return status?.state === 'granted';
  } catch {
    // Firefox and Safari do not know the 'camera' permission name; they ask on the click instead.
    return false;
  }
}

/**
 * The live-camera home's own preview: the person sees themself before meeting anyone. The camera is only
 * opened on a click (or when the browser already allows it), and closed when the page is left.
 */
export function CameraPreview() {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [preview, setPreview] = useState<Preview>({ kind: 'off' });

  const start = async () => {
    setPreview({ kind: 'starting' });
    try {
      stopStream(stream.current);
      stream.current = await openCamera();
      if (video.current) video.current.srcObject = stream.current;
      setPreview({ kind: 'live' });
    } catch (error) {
      setPreview({ kind: 'failed', problem: error instanceof CameraError ? error.problem : 'unsupported' });
    }
  };

  useEffect(() => {
    let cancelled = false;
    void cameraAlreadyAllowed().then((allowed) => {
      if (allowed && !cancelled) void start();
    });
    return () => {
      cancelled = true;
      stopStream(stream.current);
      stream.current = null;
    };
    // Once, on mount: running start again on a re-render would reopen the camera.
  }, []);

  return (
    <div className="camera-preview" data-state={preview.kind}>
      {/* playsInline keeps iOS from taking the video full screen; muted because it is the person's own voice. */}
      <video
        ref={video}
        className="camera-video"
        aria-label={t('home.camera.yourCamera')}
        autoPlay
        playsInline
        muted
      />
      {preview.kind !== 'live' && (
        <div className="camera-overlay">
          {preview.kind === 'failed' && (
            <p role="alert" className="camera-problem">
              {t(PROBLEM_KEYS[preview.problem])}
            </p>
          )}
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void start()}
            disabled={preview.kind === 'starting'}
            aria-busy={preview.kind === 'starting'}
          >
            {preview.kind === 'failed' ? t('home.camera.tryAgain') : t('home.camera.turnOn')}
          </button>
        </div>
      )}
    </div>
  );
}
