import { discoverApi, profileApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeUser, renderApp } from '../../test/render-app';
import { emit } from '../../test/emit-event';
import { discoverBackend, host, ME, signInToDiscover } from './discover-test-kit';

beforeEach(() => signInToDiscover());

/** The server with one like (Ben, a match) and one visit (Cleo); user 9 is Mia. */
function backend() {
  return discoverBackend({
    answer: (path) => {
      if (path === profileApi.getUserInfo.path) return fakeUser({ id: ME, userName: 'Mia' });
      if (path === discoverApi.likesReceived.path)
        return {
          items: [{ user: host(22, 'Ben'), at: Date.UTC(2026, 0, 2), mutual: true }],
          nextCursor: null,
        };
      if (path === discoverApi.visitors.path)
        return {
          items: [{ user: host(23, 'Cleo'), at: Date.UTC(2026, 0, 3), mutual: false }],
          nextCursor: null,
        };
      return undefined;
    },
  });
}

async function expectLikesAndVisitors(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Likes and visitors' });
  const likes = await within(dialog).findByRole('list', { name: 'Who liked me' });
  expect(within(within(likes).getByRole('listitem', { name: 'Ben' })).getByText('Match')).toBeTruthy();
  await user.click(within(dialog).getByRole('tab', { name: 'Who viewed me' }));
  expect(await within(dialog).findByRole('listitem', { name: 'Cleo' })).toBeTruthy();
}

describe('who liked and who viewed me, outside Discover', () => {
  it('opens from a row of the Me page', async () => {
    const user = userEvent.setup();
    await renderApp({ path: '/me', handle: backend().handle });
    const page = await screen.findByRole('region', { name: 'Mia' });
    await user.click(within(page).getByRole('button', { name: 'Likes and visitors' }));
    await expectLikesAndVisitors(user);
  });

  it("opens from the user's own profile", async () => {
    const user = userEvent.setup();
    await renderApp({ path: `/profile/${String(ME)}`, handle: backend().handle });
    await user.click(await screen.findByRole('button', { name: 'Likes and visitors' }));
    await expectLikesAndVisitors(user);
  });

  it('puts the leave-no-trace switch in Settings, saved on the server', async () => {
    const user = userEvent.setup();
    const server = backend();
    await renderApp({ path: '/me', handle: server.handle });
    const page = await screen.findByRole('region', { name: 'Mia' });
    await user.click(within(page).getByRole('button', { name: 'Settings' }));
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    const section = await within(settings).findByRole('region', { name: 'Profile visits' });
    const box = within(section).getByRole('checkbox', { name: 'Open profiles without leaving a trace' });
    expect((box as HTMLInputElement).checked).toBe(false);
    await user.click(box);
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true));
    expect(
      server
        .to(discoverApi.updateVisitorSettings.path)
        .filter((c) => c.method === 'POST')
        .map((c) => c.body),
    ).toEqual([{ leaveNoTrace: true }]);
  });
});

describe('a like arriving live', () => {
  it('is told with a short notice anywhere in the app, and a match says so', async () => {
    const { realtime } = await renderApp({ path: '/me', handle: backend().handle });
    await screen.findByRole('region', { name: 'Mia' });
    emit(realtime, 'discover:liked', { from: host(21, 'Ana'), likedAt: Date.now(), match: false });
    expect((await screen.findByRole('alert')).textContent).toContain('Ana liked you.');
    emit(realtime, 'discover:liked', { from: host(22, 'Ben'), likedAt: Date.now(), match: true });
    expect(await screen.findByText("Ben liked you back: it's a match!")).toBeTruthy();
  });
});
