import type { CallMedia } from '@mingle/protocol';
import {
  CAMERA_VIDEO_CONSTRAINTS,
  CameraError,
  cameraProblemOf,
  openCamera,
  type MediaDevicesLike,
} from '../../lib/camera';

/** navigator.mediaDevices as a call uses it; tests pass their own. */
export interface CallMediaDevices extends MediaDevicesLike {
  enumerateDevices?(): Promise<MediaDeviceInfo[]>;
}

const browserDevices = (): CallMediaDevices | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;

/** The microphone alone, for a voice call: the camera (and its light) stays off. */
export async function openMicrophone(devices = browserDevices()): Promise<MediaStream> {
  if (!devices?.getUserMedia) throw new CameraError('unsupported');
  try {
    return await devices.getUserMedia({ audio: true });
  } catch (error) {
    const problem = cameraProblemOf(error);
    // Only the microphone was asked for, so a refusal is the microphone's.
    throw new CameraError(problem === 'camera-denied' ? 'microphone-denied' : problem);
  }
}

/** What a call sends: camera and microphone for a video call, the microphone alone for a voice call. */
export function openCallMedia(media: CallMedia, devices = browserDevices()): Promise<MediaStream> {
  return media === 'video' ? openCamera(devices) : openMicrophone(devices);
}

/** One camera's picture alone: switching cameras in a call, or a voice call turning into video. */
export async function openCameraVideo(devices = browserDevices(), deviceId?: string): Promise<MediaStream> {
  if (!devices?.getUserMedia) throw new CameraError('unsupported');
  const video: MediaTrackConstraints = deviceId
    ? {
        width: CAMERA_VIDEO_CONSTRAINTS.width,
        height: CAMERA_VIDEO_CONSTRAINTS.height,
        deviceId: { exact: deviceId },
      }
    : CAMERA_VIDEO_CONSTRAINTS;
  try {
    return await devices.getUserMedia({ video });
  } catch (error) {
    throw new CameraError(cameraProblemOf(error));
  }
}

/** Ids of the cameras the browser lists (complete only once the camera was allowed). */
export async function listCameras(devices = browserDevices()): Promise<string[]> {
  try {
    const all = (await devices?.enumerateDevices?.()) ?? [];
    return all.filter((d) => d.kind === 'videoinput' && d.deviceId).map((d) => d.deviceId);
  } catch {
    return [];
  }
}

/** The camera after `current`, going round; the first one when the current is unknown. */
export function nextCamera(cameras: readonly string[], current: string | undefined): string | undefined {
  if (cameras.length === 0) return undefined;
  const at = current === undefined ? -1 : cameras.indexOf(current);
  return cameras[(at + 1) % cameras.length];
}
