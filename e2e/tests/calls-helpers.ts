import { expect, type Page } from '@playwright/test';
import type { E2eServer } from '../fixtures';
import { expectLive, type SocialUser } from './social-helpers';

/**
 * Waits until the call pop-up's remote video has decoded a real frame from the other browser (chromium's fake
 * camera), not merely until the element exists: the proof that media crossed the peer connection.
 */
export async function expectRemoteFrame(page: Page): Promise<void> {
  const remote = page.getByLabel('Remote video');
  await expect(remote).toBeVisible();
  // ICE (a TURN allocation on the relay path) can take a while on a loaded two-core machine; this waits for
  // media to arrive, it does not measure how fast (bench/call-setup.ts does).
  await expect
    .poll(
      () =>
        remote.evaluate(
          (video: HTMLVideoElement) =>
            new Promise<number>((resolve) => {
              // A frame presented within a second, or 0; the poll asks again.
              const timer = setTimeout(() => resolve(0), 1000);
              video.requestVideoFrameCallback((_now, meta) => {
                clearTimeout(timer);
                resolve(meta.width);
              });
            }),
        ),
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** The call summary dialog shown when a call ends, on this page. */
export function callSummary(page: Page) {
  return page.getByRole('dialog', { name: 'Call summary' });
}

/** Opens the other user's profile and starts a video call from its button, confirming the price if asked. */
export async function videoCallFrom(caller: SocialUser, callee: SocialUser, confirm: boolean): Promise<void> {
  await caller.page.goto(`/profile/${callee.session.userId}`);
  await expectLive(caller.page);
  await caller.page.getByRole('button', { name: 'Video call' }).click();
  if (confirm) await caller.page.getByRole('button', { name: 'Call now' }).click();
}

/** Makes `host` a host at `price` coins a minute (friends too) and grants `payer` some coins to call them. */
export async function hostAndPayer(
  server: E2eServer,
  host: SocialUser,
  payer: SocialUser,
  { price, coins }: { price: number; coins: number },
): Promise<void> {
  await server.ctx.calls.makeHost(host.session.userId, {
    callPrice: price,
    friendsCallPrice: price,
    friendsOnly: false,
  });
  await server.ctx.ledger.run((tx) =>
    server.ctx.ledger.credit(tx, {
      key: `e2e-grant-${payer.session.userId}`,
      userId: payer.session.userId,
      coins,
      source: 'grant',
    }),
  );
}
