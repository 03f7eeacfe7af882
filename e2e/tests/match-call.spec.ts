import { expect, test } from '../fixtures';
import { callSummary, expectRemoteFrame } from './calls-helpers';
import { expectLive, socialUser } from './social-helpers';

test('two new users press Start, match, accept and see each other live, then hang up', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const ana = await socialUser(server, browser, request, 'Ana');
  const ben = await socialUser(server, browser, request, 'Ben');

  for (const user of [ana, ben]) {
    await user.page.goto('/');
    await expectLive(user.page);
    await user.page.getByRole('button', { name: 'Start' }).click();
    await expect(user.page).toHaveURL(/\/matching$/);
  }

  // Both see the other person in the matched pop-up, and both accept.
  const matchedA = ana.page.getByRole('dialog', { name: 'Matched' });
  const matchedB = ben.page.getByRole('dialog', { name: 'Matched' });
  await expect(matchedA.getByText('Ben')).toBeVisible();
  await expect(matchedB.getByText('Ana')).toBeVisible();
  await expect(matchedA.getByRole('button', { name: 'Next' })).toBeDisabled();
  await matchedA.getByRole('button', { name: 'Accept' }).click();
  await matchedB.getByRole('button', { name: 'Accept' }).click();

  // The call: each browser decodes the other's camera.
  await expect(ana.page.getByRole('dialog', { name: 'Video call' })).toBeVisible();
  await expect(ben.page.getByRole('dialog', { name: 'Video call' })).toBeVisible();
  await expectRemoteFrame(ana.page);
  await expectRemoteFrame(ben.page);

  await ana.page.getByRole('button', { name: 'Hang up' }).click();
  for (const user of [ana, ben]) {
    const summary = callSummary(user.page);
    await expect(summary).toBeVisible();
    await expect(summary.getByText('Hung up')).toBeVisible();
  }

  await ana.context.close();
  await ben.context.close();
});
