import { discoverApi, profileApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp } from '../../test/render-app';
import { discoverBackend, host, signInToDiscover, type DiscoverBackendOptions } from './discover-test-kit';

beforeEach(() => signInToDiscover());

/** Zoe's profile (user 7), with Discover showing her as `zoe`. */
async function openProfile(zoe = host(7, 'Zoe'), options: DiscoverBackendOptions = {}) {
  const backend = discoverBackend({
    search: (q) => (q === '7' ? [zoe] : []),
    ...options,
    answer: (path, sent) => {
      const answered = options.answer?.(path, sent);
      if (answered !== undefined) return answered;
      if (path === profileApi.getUserInfo.path && sent.params?.['searchUserId'] === 7)
        return fakeUser({ id: 7, userName: 'Zoe' });
      return undefined;
    },
  });
  const user = userEvent.setup();
  await renderApp({ path: '/profile/7', handle: backend.handle });
  expect(await screen.findByRole('heading', { level: 1, name: 'Zoe' })).toBeTruthy();
  return { user, backend };
}

describe('like from a profile', () => {
  it('shows the price on the button first and likes once at that price', async () => {
    const { user, backend } = await openProfile();
    const like = await screen.findByRole('button', { name: 'Like Zoe for 10 coins' });
    expect(like.textContent).toBe('Like · 10 coins');
    expect(backend.to(discoverApi.like.path)).toHaveLength(0);
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Liked' })).toBeTruthy();
    expect(backend.to(discoverApi.like.path).map((c) => c.body)).toEqual([{ likedUserId: 7, price: 10 }]);
  });

  it('shows a mutual like as a match that offers Add friend', async () => {
    const { user } = await openProfile(host(7, 'Zoe'), {
      answer: (path) =>
        path === discoverApi.like.path
          ? { likedUserId: 7, match: true, price: 10, likedAt: Date.now(), repeated: false }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: 'Like Zoe for 10 coins' }));
    const match = await screen.findByText(/It's a match: you and Zoe like each other./);
    await user.click(within(match).getByRole('button', { name: 'Add friend' }));
    expect(await screen.findByRole('dialog', { name: /Zoe/ })).toBeTruthy();
  });

  it('says Liked for someone liked before', async () => {
    await openProfile(host(7, 'Zoe', { liked: true }));
    const liked = await screen.findByRole('button', { name: 'Liked' });
    expect((liked as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers no like for someone Discover does not show (a block, say)', async () => {
    const { backend } = await openProfile(host(7, 'Zoe'), { search: () => [] });
    await waitFor(() =>
      expect(backend.to(discoverApi.search.path).map((c) => c.params)).toEqual([{ q: '7' }]),
    );
    // The other actions are there; only Like is not.
    expect(await screen.findByRole('button', { name: 'Report' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Like/ })).toBeNull();
  });
});
