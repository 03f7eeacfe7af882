/**
 * Opening the camera and microphone, with every refusal sorted into something a person can act on (spec §8.2:
 * camera and microphone permission messages). Browsers name these failures by DOMException name.
 */
export type CameraProblem =
  /** The person (or a site setting) said no to the camera. */
  | 'camera-denied'
  /** The camera is allowed but the microphone is not. */
  | 'microphone-denied'
  /** No camera or microphone is connected. */
  | 'no-device'
  /** Another app holds the camera. */
  | 'in-use'
  /** The page is not on https (or localhost), where browsers offer no camera at all. */
  | 'unsupported';

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
    this.name = 'CameraError';
  }
}

export interface MediaDevicesLike {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
}

const VIDEO: MediaTrackConstraints = { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } };

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'camera-denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'unsupported';
}

/**
 * Camera and microphone together, as a call needs them. When both are refused we ask for the camera alone, so the
 * message can say which one is missing.
 */
export async function openCamera(
  devices: MediaDevicesLike | undefined = navigator.mediaDevices,
): Promise<MediaStream> {
  if (!devices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await devices.getUserMedia({ video: VIDEO, audio: true });
  } catch (error) {
    const problem = problemOf(error);
    if (problem !== 'camera-denied') throw new CameraError(problem);
  }
  try {
    const videoOnly = await devices.getUserMedia({ video: VIDEO });
    // The camera works; it was the microphone that was refused. A call needs both, so say so.
    videoOnly.getTracks().forEach((track) => track.stop());
    throw new CameraError('microphone-denied');
  } catch (error) {
    if (error instanceof CameraError) throw error;
    throw new CameraError(problemOf(error));
  }
}

/** Ends every track, so the camera light goes off. */
export function stopStream(stream: MediaStream | null | undefined): void {
  stream?.getTracks().forEach((track) => track.stop());
}

// For the call pop-up, which opens the microphone or one camera alone (voice calls, switching cameras) and
// sorts their refusals the same way.
export { VIDEO as CAMERA_VIDEO_CONSTRAINTS, problemOf as cameraProblemOf };
