import { mediaApi, profileApi, type AdminMediaItem } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePopupStore } from '../../app/popup-store';
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

const photo: AdminMediaItem = {
  id: 31,
  kind: 'photo',
  status: 'checking',
  url: '/facade/api/media/exempt/file/31?exp=1&sig=x',
  width: 10,
  height: 10,
  position: 0,
  userId: 44,
  contentType: 'image/webp',
  bytes: 100,
  createdAt: '2026-01-02T03:04:05.000Z',
  reviewedAt: null,
};

describe('admin media page', () => {
  it('tells a non-admin plainly that the page is not for them, without asking for the queue', async () => {
    const paths: string[] = [];
    await renderApp({
      path: '/admin/media',
      handle: (_method, path) => {
        paths.push(path);
        if (path === profileApi.getUserInfo.path) return fakeUser({ isAdmin: false });
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    expect(await screen.findByText('You do not have access to this page.')).toBeTruthy();
    expect(paths).not.toContain(mediaApi.adminQueue.path);
  });

  it('lets an admin approve an item, which then leaves the list', async () => {
    const user = userEvent.setup();
    let queue = [photo];
    const decisions: unknown[] = [];
    await renderApp({
      path: '/admin/media',
      handle: (_method, path, options) => {
        if (path === profileApi.getUserInfo.path) return fakeUser({ isAdmin: true });
        if (path === mediaApi.adminQueue.path) return queue;
        if (path === mediaApi.adminReview.path) {
          decisions.push(options.body);
          queue = [];
          return { ...photo, status: 'approved' };
        }
        throw new ApiError('answer', 10404, 'Not found', 404);
      },
    });
    const item = await screen.findByRole('listitem', { name: 'Photo by user 44' });
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved: Photo by user 44.')).toBeTruthy();
    expect(decisions).toEqual([{ id: 31, decision: 'approve' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Photo by user 44' })).toBeNull());
    expect(screen.getByText('Nothing is waiting for review.')).toBeTruthy();
  });
});
