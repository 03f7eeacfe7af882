import { tasksApi } from '@mingle/protocol';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { emit } from '../../test/emit-event';
import { fakeTask, rewardsServer, rewardsState, signInToRewards } from './rewards-test-setup';

beforeEach(signInToRewards);

describe('tasks', () => {
  it('lists daily and one-time tasks with progress, rewards, the UTC reset and the spins', async () => {
    const server = rewardsServer(rewardsState({ spins: 2 }));
    await renderApp({ path: '/task', handle: server.handle });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tasks' })).toBeTruthy();
    const daily = await screen.findByRole('region', { name: 'Daily tasks' });
    expect(within(daily).getByText(/Daily tasks start again at 0:00 UTC \(.+ your time\)\./)).toBeTruthy();

    const coins = within(daily).getByRole('listitem', {
      name: 'Spend 100 coins on video calls billed per minute',
    });
    expect(within(coins).getByRole('progressbar').getAttribute('value')).toBe('40');
    expect(within(coins).getByText('40 of 100')).toBeTruthy();
    expect(within(coins).getByText('+10 coins · +1 spin')).toBeTruthy();
    // Spec §9's counting rule, said where it applies.
    expect(within(coins).getByText(/do not count; calls at 20 coins per minute do/)).toBeTruthy();
    expect(within(coins).getByRole('link', { name: 'Start a call' }).getAttribute('href')).toBe('/');

    const once = screen.getByRole('region', { name: 'One-time tasks' });
    const friend = within(once).getByRole('listitem', { name: 'Add a friend' });
    expect(within(friend).getByText('Claimed')).toBeTruthy();
    expect(within(friend).queryByRole('button', { name: 'Claim' })).toBeNull();

    expect(await screen.findByText('You have 2 spins')).toBeTruthy();
  });

  it('moves progress live on reward:task, claims the reward, and adds the spin', async () => {
    const user = userEvent.setup();
    const state = rewardsState();
    const server = rewardsServer(state);
    const { realtime } = await renderApp({ path: '/task', handle: server.handle });
    const call = await screen.findByRole('listitem', { name: 'Complete a video call' });
    expect(within(call).getByText('0 of 1')).toBeTruthy();
    expect(await screen.findByText('You have 0 spins')).toBeTruthy();

    // Things happen elsewhere (a call ends, a check-in in another tab): the server counts them and says so.
    const counted = (code: string) => {
      const task = state.tasks.find((t) => t.code === code);
      if (!task) throw new Error(code);
      const done = { ...task, progress: task.target, state: 'done' as const };
      state.tasks = state.tasks.map((t) => (t.code === code ? done : t));
      emit(realtime, 'reward:task', done);
    };
    counted('daily-call');
    expect(await within(call).findByText('1 of 1')).toBeTruthy();
    counted('daily-check-in');
    const checkIn = screen.getByRole('listitem', { name: 'Check in' });

    await user.click(await within(checkIn).findByRole('button', { name: 'Claim' }));
    expect(await within(checkIn).findByText('Reward claimed: +1 spin')).toBeTruthy();
    expect(within(checkIn).getByText('Claimed')).toBeTruthy();
    expect(await screen.findByText('You have 1 spin')).toBeTruthy();
    expect(server.sent(tasksApi.claim.path, 'POST').map((c) => c.body)).toEqual([{ code: 'daily-check-in' }]);

    await user.click(within(call).getByRole('button', { name: 'Claim' }));
    expect(await within(call).findByText('Reward claimed: +10 coins')).toBeTruthy();
  });

  it('shows the refusal of a reward claimed elsewhere in the meantime', async () => {
    const user = userEvent.setup();
    const state = rewardsState({ tasks: [fakeTask({ progress: 1, state: 'done' })] });
    const server = rewardsServer(state);
    await renderApp({ path: '/task', handle: server.handle });
    const checkIn = await screen.findByRole('listitem', { name: 'Check in' });
    // Another tab claims it first.
    await server.handle('POST', tasksApi.claim.path, { body: { code: 'daily-check-in' } });
    await user.click(within(checkIn).getByRole('button', { name: 'Claim' }));
    expect((await within(checkIn).findByRole('alert')).textContent).toBe(
      'You have already claimed this reward.',
    );
    await waitFor(() => expect(within(checkIn).getByText('Claimed')).toBeTruthy());
  });
});
