import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../i18n/setup';
import { CameraPreview } from './camera-preview';

const original = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'mediaDevices', original);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
});

function browserCamera(answer: (constraints: MediaStreamConstraints) => MediaStream) {
  const asked: MediaStreamConstraints[] = [];
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async (constraints: MediaStreamConstraints) => {
        asked.push(constraints);
        return answer(constraints);
      },
    },
  });
  return asked;
}

async function renderPreview() {
  const i18n = await createI18n({ language: 'en', root: null });
  render(
    <I18nextProvider i18n={i18n}>
      <CameraPreview />
    </I18nextProvider>,
  );
}

describe('camera preview', () => {
  it('opens the camera only when asked, and says plainly when the microphone is refused', async () => {
    const user = userEvent.setup();
    const asked = browserCamera((constraints) => {
      if (constraints.audio) throw new DOMException('no', 'NotAllowedError');
      return { getTracks: () => [{ stop: () => undefined }] } as unknown as MediaStream;
    });
    await renderPreview();
    expect(asked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot use your microphone/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the camera once it opens', async () => {
    const user = userEvent.setup();
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    browserCamera(() => stream);
    await renderPreview();
    await user.click(screen.getByRole('button', { name: 'Turn on camera' }));
    await screen.findByLabelText('Your camera');
    expect(screen.queryByRole('button', { name: 'Turn on camera' })).toBeNull();
    expect((screen.getByLabelText('Your camera') as HTMLVideoElement).srcObject).toBe(stream);
  });
});
