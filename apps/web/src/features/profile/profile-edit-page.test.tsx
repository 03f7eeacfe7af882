import { mediaApi, profileApi, type MediaItem, type UserInfo } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
import type { ApiClient } from '../../lib/api-client';
import { ApiError } from '../../lib/api-client';
import { fakeUser, renderApp } from '../../test/render-app';
import { AGE_CONFIRMED_KEY } from '../age-gate/age-gate-storage';
import { useSessionStore } from '../session/store';

beforeEach(() => {
  usePopupStore.setState({ entries: [], nextSeq: 0 });
  localStorage.setItem(AGE_CONFIRMED_KEY, 'yes');
  localStorage.setItem('cookie', 'accepted');
  useSessionStore.getState().signIn(9, 'tok');
});

const video: MediaItem = {
  id: 70,
  kind: 'video',
  status: 'checking',
  url: '/facade/api/media/exempt/file/70?exp=1&sig=x',
  width: null,
  height: null,
  position: 0,
};

describe('profile edit page', () => {
  it('uploads a video with a progress bar, then shows it under review', async () => {
    const user = userEvent.setup();
    let me: UserInfo = fakeUser();
    let finish: ((item: MediaItem) => void) | undefined;
    let sentTo = '';
    const uploadTo = ((endpoint, _file, options = {}) => {
      sentTo = endpoint.path;
      options.onProgress?.(0, 100);
      return new Promise<unknown>((resolve) => {
        finish = (item) => {
          me = { ...me, videos: [item] };
          resolve(item);
        };
        setTimeout(() => options.onProgress?.(42, 100), 0);
      });
    }) as ApiClient['uploadTo'];
    await renderApp({
      path: '/profile/edit',
      uploadTo,
      handle: (_method, path) => {
        if (path === profileApi.getUserInfo.path) return me;
        if (path === profileApi.interests.path || path === profileApi.languages.path) return [];
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    const videos = await screen.findByRole('region', { name: 'Videos' });
    const file = new File([new Uint8Array(64)], 'clip.mp4', { type: 'video/mp4' });
    await user.upload(within(videos).getByLabelText('Add video'), file);
    const bar = await within(videos).findByRole('progressbar', { name: 'Uploading clip.mp4' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('42'));
    expect(sentTo).toBe(mediaApi.uploadVideo.path);

    finish?.(video);
    expect(await within(videos).findByText('Uploaded. It shows to others once approved.')).toBeTruthy();
    expect(within(videos).queryByRole('progressbar')).toBeNull();
    expect(within(videos).getByText('Checking')).toBeTruthy();
    expect(within(videos).getByRole('button', { name: 'Delete video 1' })).toBeTruthy();
  });

  it('refuses a photo over 5M before sending it, next to the picker', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    await renderApp({
      path: '/profile/edit',
      uploadTo: (() => {
        uploads += 1;
        return Promise.resolve(null);
      }) as unknown as ApiClient['uploadTo'],
      handle: (_method, path) => {
        if (path === profileApi.getUserInfo.path) return fakeUser();
        if (path === profileApi.interests.path || path === profileApi.languages.path) return [];
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    const photos = await screen.findByRole('region', { name: 'Photos' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(photos).getByLabelText('Add photo'), big);
    expect((await within(photos).findByRole('alert')).textContent).toBe('The image size is limited to 5M');
    expect(uploads).toBe(0);
  });

  it('shows the birthday as fixed once its one change is used', async () => {
    for (const canChangeBirthday of [true, false]) {
      const view = await renderApp({
        path: '/profile/edit',
        handle: (_method, path) => {
          if (path === profileApi.getUserInfo.path)
            return fakeUser({ birthday: '1990-04-02', canChangeBirthday });
          if (path === profileApi.interests.path || path === profileApi.languages.path) return [];
          throw new ApiError('answer', 10404, 'Not found', 404);
        },
      });
      const birthday = await screen.findByLabelText('Birthday');
      expect((birthday as HTMLInputElement).readOnly).toBe(!canChangeBirthday);
      expect(screen.queryByText('Your birthday can only be changed once.') !== null).toBe(!canChangeBirthday);
      view.unmount();
    }
  });
});
