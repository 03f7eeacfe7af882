import { describe, expect, it } from 'vitest';
import { CameraError, openCamera, type MediaDevicesLike } from './camera';

const failure = (name: string) => new DOMException('refused', name);

function fakeStream() {
  const stopped: string[] = [];
  const track = (kind: string) => ({ kind, stop: () => stopped.push(kind) });
  const stream = { getTracks: () => [track('video'), track('audio')] } as unknown as MediaStream;
  return { stream, stopped };
}

/** getUserMedia answering by what is asked: with audio, without. */
function devices(withAudio: () => MediaStream, videoOnly: () => MediaStream): MediaDevicesLike {
  return {
    getUserMedia: async (constraints) => (constraints.audio ? withAudio() : videoOnly()),
  };
}

const problemOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  return error instanceof CameraError ? error.problem : error;
};

describe('openCamera', () => {
  it('returns the stream with camera and microphone', async () => {
    const { stream } = fakeStream();
    expect(
      await openCamera(
        devices(
          () => stream,
          () => stream,
        ),
      ),
    ).toBe(stream);
  });

  it('tells a refused camera from a refused microphone', async () => {
    const denied = () => {
      throw failure('NotAllowedError');
    };
    expect(await problemOf(openCamera(devices(denied, denied)))).toBe('camera-denied');

    const { stream, stopped } = fakeStream();
    expect(await problemOf(openCamera(devices(denied, () => stream)))).toBe('microphone-denied');
    // The camera opened only to find out must not stay on.
    expect(stopped).toEqual(['video', 'audio']);
  });

  it('names a missing device, a busy camera and a browser without camera access', async () => {
    const failWith = (name: string) => () => {
      throw failure(name);
    };
    expect(await problemOf(openCamera(devices(failWith('NotFoundError'), failWith('NotFoundError'))))).toBe(
      'no-device',
    );
    expect(await problemOf(openCamera(devices(failWith('NotReadableError'), failWith('x'))))).toBe('in-use');
    expect(await problemOf(openCamera(undefined))).toBe('unsupported');
  });
});
