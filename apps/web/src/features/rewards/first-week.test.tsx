import { firstWeekApi, RewardCode, answerText } from '@mingle/protocol';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { renderApp } from '../../test/render-app';
import { rewardsServer, rewardsState, signInToRewards } from './rewards-test-setup';

beforeEach(signInToRewards);

describe('first-week bonus', () => {
  it('shows the 7 days, claims today’s bonus once, and says when to come back', async () => {
    const user = userEvent.setup();
    const server = rewardsServer(rewardsState({ firstWeekDay: 3, firstWeekClaimed: [1] }));
    await renderApp({ path: '/activity', handle: server.handle });
    const section = await screen.findByRole('region', { name: 'First-week bonus' });
    const days = await within(section).findByRole('list', { name: 'Days of your first week' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Day 110 coinsDone',
      'Day 210 coinsMissed',
      'Day 310 coinsToday',
      'Day 420 coinsComing up',
      'Day 520 coinsComing up',
      'Day 620 coinsComing up',
      'Day 730 coinsComing up',
    ]);
    await user.click(within(section).getByRole('button', { name: 'Claim 10 coins' }));
    expect(await within(section).findByText('+10 coins are now in your balance.')).toBeTruthy();
    expect(await within(section).findByText(/Today's bonus is claimed/)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Claim/ })).toBeNull();
    expect(server.sent(firstWeekApi.claim.path)).toHaveLength(1);
  });

  it('says the bonus has ended after the first week (spec §8.2)', async () => {
    const server = rewardsServer(rewardsState({ firstWeekDay: null }));
    await renderApp({ path: '/activity', handle: server.handle });
    const section = await screen.findByRole('region', { name: 'First-week bonus' });
    expect(await within(section).findByText('Sorry the New user first week bonus has ended')).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('says why a banned device gets no new-member bonus', async () => {
    const server = rewardsServer(rewardsState(), (_method, path) => {
      throw new ApiError('answer', 10404, `Not found: ${path}`, 404);
    });
    await renderApp({
      path: '/activity',
      handle: (method, path, options) => {
        if (path === firstWeekApi.status.path) {
          throw new ApiError('answer', RewardCode.DEVICE_BANNED, answerText(RewardCode.DEVICE_BANNED), 200);
        }
        return server.handle(method, path, options);
      },
    });
    const section = await screen.findByRole('region', { name: 'First-week bonus' });
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'New-member rewards are not available on this device.',
    );
  });
});
