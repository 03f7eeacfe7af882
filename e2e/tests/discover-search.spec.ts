import { LANGUAGE_IDS, profileApi } from '@mingle/protocol';
import { eq } from 'drizzle-orm';
import { calls } from '../../apps/server/src/infra/db/schema';
import { expect, test } from '../fixtures';
import { callSummary, hostAndPayer } from './calls-helpers';
import { expectLive, socialUser } from './social-helpers';

test('Discover: the search flow finds an online host by filters and invites her for real; a like from her profile reaches her live anywhere', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(60_000);
  const gwen = await socialUser(server, browser, request, 'Gwen');
  const hugo = await socialUser(server, browser, request, 'Hugo');
  await hostAndPayer(server, gwen, hugo, { price: 30, coins: 200 });
  // Gwen (a woman, as socialUser makes everyone) speaks Swahili: the filters narrow the flow down to her,
  // whatever other hosts earlier tests of this worker left online.
  await gwen.call('POST', profileApi.update.path, { languages: [LANGUAGE_IDS.sw] });
  // Coins of her own, to like him back later.
  await server.ctx.ledger.run((tx) =>
    server.ctx.ledger.credit(tx, {
      key: `e2e-grant-${gwen.session.userId}`,
      userId: gwen.session.userId,
      coins: 20,
      source: 'grant',
    }),
  );

  // Gwen is online, on the home page.
  await gwen.page.goto('/');
  await expectLive(gwen.page);

  // Hugo browses who is online: women who speak Swahili.
  const page = hugo.page;
  await page.goto('/search');
  await page.getByRole('tab', { name: "Browse who's online" }).click();
  const filters = page.getByRole('form', { name: 'Who to meet' });
  await expect(filters).toContainText('Only people online now are shown');
  await filters.getByRole('radio', { name: 'Women' }).check();
  await filters.getByRole('combobox', { name: 'Speaks' }).selectOption({ label: 'Swahili' });
  await filters.getByRole('button', { name: 'Show people' }).click();

  // One card: Gwen, at her price, on the search flow's countdown. He calls her; the price comes first.
  const card = page.getByRole('article', { name: 'Gwen' });
  await expect(card).toContainText('30 coins/min');
  await expect(card.getByRole('timer')).toContainText(/Next in \d+ s/);
  await card.getByRole('button', { name: 'Call Gwen' }).click();
  const confirm = card.getByRole('group', { name: 'Video call Gwen?' });
  await expect(confirm).toContainText('This call costs 30 coins per started minute. Your coins: 200.');
  await confirm.getByRole('button', { name: 'Call now' }).click();

  // Her devices really ring; she declines, and the invitation cost nothing.
  const incoming = gwen.page.getByRole('dialog', { name: 'Incoming call' });
  await expect(incoming.getByText('Hugo is video calling you')).toBeVisible();
  await incoming.getByRole('button', { name: 'Decline' }).click();
  await expect(callSummary(page)).toContainText('Declined');
  await callSummary(page).getByRole('button', { name: 'Close' }).click();
  await callSummary(gwen.page).getByRole('button', { name: 'Close' }).click();
  expect(await server.ctx.ledger.balance(hugo.session.userId)).toMatchObject({ coins: 200, heldCoins: 0 });
  const [call] = await server.ctx.database.db
    .select()
    .from(calls)
    .where(eq(calls.callerId, hugo.session.userId));
  expect(call).toMatchObject({ calleeId: gwen.session.userId, source: 'search', location: 136 });

  // From her profile he likes her at the price on the button; on her home page she is told at once.
  await expect(gwen.page).toHaveURL(/\/$/);
  await page.goto(`/profile/${String(gwen.session.userId)}`);
  await page.getByRole('button', { name: 'Like Gwen for 10 coins' }).click();
  await expect(page.getByRole('button', { name: 'Liked' })).toBeDisabled();
  await expect(gwen.page.getByRole('alert').filter({ hasText: 'Hugo liked you.' })).toBeVisible();
  expect(await server.ctx.ledger.balance(hugo.session.userId)).toMatchObject({ coins: 190 });

  // She likes him back from his profile: a match, which offers Add friend.
  await gwen.page.goto(`/profile/${String(hugo.session.userId)}`);
  await gwen.page.getByRole('button', { name: 'Like Hugo for 10 coins' }).click();
  const match = gwen.page
    .getByRole('status')
    .filter({ hasText: "It's a match: you and Hugo like each other." });
  await expect(match.getByRole('button', { name: 'Add friend' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: "Gwen liked you back: it's a match!" }),
  ).toBeVisible();

  await hugo.context.close();
  await gwen.context.close();
});
