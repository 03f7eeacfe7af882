import { Gender, profileApi } from '@mingle/protocol';
import { expect, test } from '../fixtures';
import { signedCall } from './accounts-helpers';
import { callSummary, expectRemoteFrame, hostAndPayer } from './calls-helpers';
import { expectLive, socialUser } from './social-helpers';

/** More hosts than one wall page holds (20), so the wall has a second page to scroll to. */
const OTHER_HOSTS = 24;

test('Discover: the wall keeps its place, a like from a card arrives live, and a card call is a real, priced call', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(60_000);
  const ana = await socialUser(server, browser, request, 'Ana');
  const ben = await socialUser(server, browser, request, 'Ben');
  await hostAndPayer(server, ben, ana, { price: 40, coins: 200 });
  // Hosts without a browser: on the wall as offline, never offered as a card.
  for (let n = 1; n <= OTHER_HOSTS; n += 1) {
    const session = await server.createSession();
    const answer = await signedCall(request, session, 'POST', profileApi.complementInfo.path, {
      nickname: `Host ${String(n).padStart(2, '0')}`,
      gender: Gender.FEMALE,
      birthday: '1993-02-03',
    });
    expect(answer).toMatchObject({ code: 200 });
    await server.ctx.calls.makeHost(session.userId, {
      callPrice: 20,
      friendsCallPrice: 20,
      friendsOnly: false,
    });
  }

  // Ben waits on the wall, online.
  await ben.page.goto('/wall');
  await ben.page
    .getByRole('dialog', { name: 'Welcome to Discover' })
    .getByRole('button', { name: 'Got it' })
    .click();
  await expectLive(ben.page);

  // Ana browses the wall of every country down to its second page.
  const page = ana.page;
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Discover' }).click();
  await page
    .getByRole('dialog', { name: 'Welcome to Discover' })
    .getByRole('button', { name: 'Got it' })
    .click();
  await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'All countries' });
  const people = page.getByRole('list', { name: 'People' });
  await page
    .getByText('You have seen everyone here.')
    .or(page.getByRole('button', { name: 'Show more' }))
    .scrollIntoViewIfNeeded();
  await expect(page.getByText('You have seen everyone here.')).toBeVisible();
  // Ben may be on any page of her own shuffle (hosts of earlier tests of this worker are on the wall too).
  await expect(people.getByRole('link', { name: /Ben/ })).toContainText('40 coins/min');
  await expect(people.getByRole('link', { name: /Ben/ })).toContainText('Online');
  // Every host the server shows her, once: hers and the hosts earlier tests of this worker made.
  const shown = (await server.ctx.discover.wall.groups(ana.session.userId, 0)).tabs[0]?.count ?? 0;
  expect(shown).toBeGreaterThanOrEqual(OTHER_HOSTS + 1);
  await expect(people.getByRole('link')).toHaveCount(shown);

  // She opens someone far down (one of this test's hosts: their names are known), and comes back to the same place.
  const far = people.getByRole('link', { name: /^Host \d\d / }).nth(OTHER_HOSTS - 2);
  await far.scrollIntoViewIfNeeded();
  const name = (await far.getByText(/^Host \d\d$/).textContent()) ?? '';
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await far.click();
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goBack();
  await expect(people.getByRole('link')).toHaveCount(shown);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(people.getByRole('link', { name: new RegExp(`^${name}`) })).toBeInViewport();

  // The cards offer only people online now: Ben. Ana likes him at the price on the button; he hears it live.
  await page
    .getByRole('navigation', { name: 'Ways to discover' })
    .getByRole('link', { name: 'Cards' })
    .click();
  const card = page.getByRole('article', { name: 'Ben' });
  await card.getByRole('button', { name: 'Like Ben for 10 coins' }).click();
  await expect(ben.page.getByRole('alert').filter({ hasText: 'Ana liked you.' })).toBeVisible();
  await ben.page.getByRole('button', { name: 'Likes and visitors' }).click();
  await expect(
    ben.page.getByRole('list', { name: 'Who liked me' }).getByRole('listitem', { name: 'Ana' }),
  ).toBeVisible();
  await ben.page
    .getByRole('dialog', { name: 'Likes and visitors' })
    .getByRole('button', { name: 'Close' })
    .click();

  // Nobody else is online; looking again brings Ben back, liked, and Ana calls him for real.
  await page.getByRole('button', { name: 'Look again' }).click();
  await expect(card.getByRole('button', { name: 'Liked' })).toBeDisabled();
  await card.getByRole('button', { name: 'Call Ben' }).click();
  const confirm = card.getByRole('group', { name: 'Video call Ben?' });
  await expect(confirm).toContainText('This call costs 40 coins per started minute. Your coins: 190.');
  await confirm.getByRole('button', { name: 'Call now' }).click();
  const incoming = ben.page.getByRole('dialog', { name: 'Incoming call' });
  await expect(incoming.getByText('Ana is video calling you')).toBeVisible();
  await incoming.getByRole('button', { name: 'Answer' }).click();
  await expectRemoteFrame(page);
  await expectRemoteFrame(ben.page);
  await page.getByRole('button', { name: 'Hang up' }).click();

  // One started minute at Ben's own price, the same on both receipts and in the ledger.
  await expect(callSummary(page)).toContainText(/Coins paid\s*40/);
  await expect(callSummary(ben.page)).toContainText(/Minutes billed\s*1/);
  expect(await server.ctx.ledger.balance(ana.session.userId)).toMatchObject({ coins: 150, heldCoins: 0 });

  await ana.context.close();
  await ben.context.close();
});

test('Discover: a host found by id is invited at her price, and an invitation nobody answers costs nothing', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(60_000);
  const cleo = await socialUser(server, browser, request, 'Cleo');
  const dan = await socialUser(server, browser, request, 'Dan');
  await hostAndPayer(server, cleo, dan, { price: 80, coins: 100 });
  await cleo.page.goto('/');
  await expectLive(cleo.page);

  await dan.page.goto('/search');
  await dan.page.getByRole('searchbox', { name: 'User id or nickname' }).fill(String(cleo.session.userId));
  await dan.page.getByRole('button', { name: 'Search' }).click();
  const row = dan.page.getByRole('list', { name: 'Results' }).getByRole('listitem', { name: 'Cleo' });
  await expect(row).toContainText('80 coins/min');
  await row.getByRole('button', { name: 'Call Cleo' }).click();
  const confirm = row.getByRole('group', { name: 'Video call Cleo?' });
  await expect(confirm).toContainText('This call costs 80 coins per started minute. Your coins: 100.');
  await expect(confirm).toContainText('An unanswered call costs nothing.');
  await confirm.getByRole('button', { name: 'Call now' }).click();

  // Cleo's devices really ring; she lets the ring window run out.
  await expect(cleo.page.getByRole('dialog', { name: 'Incoming call' })).toBeVisible();
  await expect(callSummary(dan.page)).toContainText('No answer', { timeout: 45_000 });
  await expect(callSummary(cleo.page)).toContainText('Missed call');
  expect(await server.ctx.ledger.balance(dan.session.userId)).toMatchObject({ coins: 100, heldCoins: 0 });

  await cleo.context.close();
  await dan.context.close();
});
