import { Gender, profileApi } from '@mingle/protocol';
import type { Page } from '@playwright/test';
import { pseudoLocalize } from '../../apps/web/src/i18n/pseudo-locale';
import { expect, test, type E2eServer } from '../fixtures';
import { signedCall, signedInPage } from './accounts-helpers';

/*
 * Issue 18: the main screens in the pseudo-locale (apps/web/src/i18n/pseudo-locale.ts: every letter accented,
 * about 30 % longer), where any visible word of plain ASCII letters is text that bypassed translation. The built
 * app must have the pseudo-locale (`npm test` builds with VITE_PSEUDO_LOCALE=1); ?pseudo=1 turns it on.
 *
 * Not counted as leaks: what users wrote (the names this test gives its users), numbers, the brand name, and
 * the language switcher's native names (each language is offered in its own name on purpose).
 */

test.setTimeout(180_000);

const NICKNAME = 'Quokka';
const PSEUDO_LOCALE = 'en-XA';

/**
 * Words Intl writes for the pseudo-locale (English locale data: "Dec 4, 2026, 12:00 AM"): dates,
 * numbers and prices formatted in the language shown are not text that bypassed translation.
 */
function intlWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => text.match(/[A-Za-z]{2,}/g)?.forEach((w) => words.add(w));
  const dateStyles = ['full', 'long', 'medium', 'short'] as const;
  // Time zone names are left out on purpose ("Coordinated Universal Time" would let "Time" pass).
  const timeStyles = ['medium', 'short'] as const;
  for (let day = 0; day < 366; day += 7) {
    // Every month, every weekday (a week plus a day apart), a morning and an evening.
    const date = new Date(2024, 0, 1 + day + ((day / 7) % 7), day % 2 ? 9 : 21);
    for (const dateStyle of dateStyles) {
      add(new Intl.DateTimeFormat(PSEUDO_LOCALE, { dateStyle }).format(date));
      for (const timeStyle of timeStyles) {
        add(new Intl.DateTimeFormat(PSEUDO_LOCALE, { dateStyle, timeStyle }).format(date));
      }
    }
    add(date.toLocaleString(PSEUDO_LOCALE));
  }
  return words;
}

const ALLOWED_WORDS = new Set(['Mingle', NICKNAME, ...intlWords()]);

/** Visible text of the page: text nodes, placeholders, the document title. */
function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text) continue;
      // People's names are not interface text: the app isolates them in <bdi> (so a right-to-left name reads
      // right in a left-to-right sentence) or marks them translate="no". Other tests of this server put people
      // on the visitor's home and the Discover wall.
      if (
        element.closest(
          'script, style, noscript, template, .language-switcher, .visually-hidden, bdi, [translate="no"]',
        )
      )
        continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      out.push(text);
    }
    for (const field of Array.from(
      document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]'),
    )) {
      if (field.checkVisibility() && field.placeholder) out.push(field.placeholder);
    }
    return out;
  });
}

/** Words of plain English letters in a text, after what may stay as it is. */
function englishWords(text: string): string[] {
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED_WORDS.has(word));
}

async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO_LOCALE);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Every visible text of the screen with English words in it, as "screen: text". */
async function leaksOn(page: Page, screen: string): Promise<string[]> {
  await settle(page);
  const texts = await visibleTexts(page);
  // The screen did draw translated text (bracketed pseudo text), so an empty list of leaks means something.
  expect(texts.filter((t) => t.includes('[')).length, `${screen} shows pseudo text`).toBeGreaterThan(2);
  return [...new Set(texts.filter((t) => englishWords(t).length > 0))].map((t) => `${screen}: ${t}`);
}

async function namedUser(server: E2eServer, request: Parameters<typeof signedCall>[0]) {
  const session = await server.createSession();
  const answer = await signedCall(request, session, 'POST', profileApi.complementInfo.path, {
    nickname: NICKNAME,
    gender: Gender.FEMALE,
    birthday: '1994-05-06',
  });
  expect(answer).toMatchObject({ code: 200 });
  return session;
}

test('the main screens show no English that bypassed translation, in the pseudo-locale', async ({
  browser,
  request,
  server,
}) => {
  const leaks: string[] = [];

  // A first-time visitor: the 18+ pop-up, then the signed-out home.
  const visitor = await browser.newContext({ baseURL: server.url });
  const page = await visitor.newPage();
  await page.goto('/?pseudo=1');
  await expect(
    page.locator('html'),
    'this build has no pseudo-locale: build with VITE_PSEUDO_LOCALE=1 npm run build (npm test does)',
  ).toHaveAttribute('lang', PSEUDO_LOCALE);
  const gate = page.getByRole('alertdialog');
  await expect(gate).toBeVisible();
  leaks.push(...(await leaksOn(page, 'age gate')));
  await gate.getByRole('button', { name: pseudoLocalize('Enter'), exact: true }).click();
  await expect(gate).toBeHidden();
  leaks.push(...(await leaksOn(page, 'signed-out home')));
  await visitor.close();

  // A member: home, Discover, messages, friends, Me, shop, activity, and the settings pop-up.
  const session = await namedUser(server, request);
  const { context, page: member } = await signedInPage(browser, server, session);
  await context.addInitScript(() => localStorage.setItem('mingle.pseudoLocale', '1'));
  for (const [screen, path] of [
    ['signed-in home', '/'],
    ['Discover', '/wall'],
    ['messages', '/message'],
    ['friends', '/friends'],
    ['Me', '/me'],
    ['shop', '/shop'],
    ['activity', '/activity'],
    // Beyond the main screens: the ones a member reaches from them.
    ['tasks', '/task'],
    ['search', '/search'],
    ['card flow', '/card'],
    ['profile edit', '/profile/edit'],
    ['order history', '/payOrderList'],
    ['assistant', '/zhushou'],
  ] as const) {
    await member.goto(path);
    leaks.push(...(await leaksOn(member, screen)));
  }
  await member.goto('/me');
  await member.getByRole('button', { name: pseudoLocalize('Settings'), exact: true }).click();
  await expect(member.getByRole('dialog')).toBeVisible();
  leaks.push(...(await leaksOn(member, 'settings pop-up')));
  await context.close();

  expect(leaks).toEqual([]);
});

test('the pseudo-locale is never offered in the language switcher', async ({ page }) => {
  await page.goto('/?pseudo=1');
  const options = page.locator('.language-switcher option');
  await expect(options.first()).toBeAttached();
  const values = await options.evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
  expect(values).not.toContain(PSEUDO_LOCALE);
  expect(values).toContain('en');
});
