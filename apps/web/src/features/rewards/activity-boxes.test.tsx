import { popupApi, type ActivityEntry } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { matchingBackend, resetMatchingTest } from '../matching/matching-test-setup';
import { useSessionStore } from '../session/store';
import { fakeTask, rewardsServer, rewardsState } from './rewards-test-setup';

beforeEach(() => {
  resetMatchingTest();
  useSessionStore.getState().signIn(9, 'tok');
});

function box(overrides: Partial<ActivityEntry>): ActivityEntry {
  return {
    show: true,
    kind: 'task',
    icon: '',
    content: 'Daily tasks',
    targetUrl: '/task',
    bizData: { activityId: 1 },
    ...overrides,
  };
}

const homeBoxes = {
  home: [
    box({}),
    box({ kind: 'luckyWheel', content: 'Lucky wheel', targetUrl: '/activity', bizData: { activityId: 2 } }),
    // Not followed: neither a path of this site nor a web page.
    box({ kind: 'web', content: 'Bad', targetUrl: 'javascript:alert(1)', bizData: { activityId: 3 } }),
  ],
};

describe('activity boxes and the home screen', () => {
  it('shows the home boxes with the rewards waiting, and opens the check-in pop-up from the chip', async () => {
    const user = userEvent.setup();
    const server = rewardsServer(
      rewardsState({ entries: homeBoxes, tasks: [fakeTask({ progress: 1, state: 'done' })] }),
      matchingBackend().handle,
    );
    await renderApp({ path: '/', handle: server.handle });
    const boxes = await screen.findByRole('navigation', { name: 'Activities' });
    const tasks = await within(boxes).findByRole('link', { name: 'Daily tasks 1 reward to claim' });
    expect(tasks.getAttribute('href')).toBe('/task');
    expect(within(boxes).getByRole('link', { name: 'Lucky wheel' }).getAttribute('href')).toBe('/activity');
    expect(within(boxes).queryByRole('link', { name: 'Bad' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Check in today' }));
    const dialog = await screen.findByRole('dialog', { name: 'Daily check-in' });
    await user.click(await within(dialog).findByRole('button', { name: 'Check in for day 1' }));
    expect(
      await within(dialog).findByText('Checked in for day 1. As a VIP you would have earned 10 coins.'),
    ).toBeTruthy();
    // Today is done: the chip goes, the pop-up stays with its outcome until closed.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Check in today' })).toBeNull();
    // The whole home (camera, matching) renders around the boxes: more than the default 5 s on a busy machine.
  }, 15_000);

  it('shows the server’s pop-up once, and follows its button', async () => {
    const user = userEvent.setup();
    const server = rewardsServer(
      rewardsState({
        checkedIn: true,
        popup: {
          id: 4,
          title: 'Weekend bonus',
          body: 'Spins on every call this weekend.',
          image: '',
          targetUrl: '/task',
        },
      }),
      matchingBackend().handle,
    );
    const { router } = await renderApp({ path: '/', handle: server.handle });
    const dialog = await screen.findByRole('dialog', { name: 'Weekend bonus' });
    expect(within(dialog).getByText('Spins on every call this weekend.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/task'));
    expect(screen.queryByRole('dialog', { name: 'Weekend bonus' })).toBeNull();
    // Back home: asked once per app load, so it does not come again.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('region', { name: 'Video match' })).toBeTruthy();
    expect(server.sent(popupApi.get.path)).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Weekend bonus' })).toBeNull();
  }, 15_000);
});
