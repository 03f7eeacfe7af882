import { mintTurnCredential } from '../../apps/server/src/infra/turn/turn-credentials';
import { expect, test } from '../fixtures';
import { openSettings } from './accounts-helpers';
import { callSummary, expectRemoteFrame } from './calls-helpers';
import { befriend, expectLive, socialUser } from './social-helpers';

/**
 * The relay path against a real coturn: a browser that may only use relayed candidates (the privacy option:
 * strangers never see each other's address) gets one exactly when the credential our server mints is valid.
 */
test('a relay-only peer connection gets a TURN relay candidate with a minted credential, and none without', async ({
  page,
  baseURL,
  server,
}) => {
  const { turn } = server;
  await page.goto(`${baseURL}/about-us`);
  const gatherRelayCandidates = (ice: { urls: string; username: string; credential: string }) =>
    page.evaluate(async (iceServer) => {
      const connection = new RTCPeerConnection({ iceServers: [iceServer], iceTransportPolicy: 'relay' });
      const found: string[] = [];
      const complete = new Promise<void>((resolve) => {
        connection.onicecandidate = (event) => {
          if (event.candidate) found.push(event.candidate.candidate);
          else resolve();
        };
        setTimeout(resolve, 8_000);
      });
      connection.createDataChannel('probe');
      await connection.setLocalDescription(await connection.createOffer());
      await complete;
      connection.close();
      return found.filter((candidate) => candidate.includes(' typ relay'));
    }, ice);

  const valid = mintTurnCredential(turn.secret, 100001, 600);
  const relayed = await gatherRelayCandidates({ urls: turn.url, ...valid });
  expect(relayed.length).toBeGreaterThan(0);
  expect(relayed[0]).toContain('127.0.0.1');

  const forged = mintTurnCredential('not-the-shared-secret', 100001, 600);
  expect(await gatherRelayCandidates({ urls: turn.url, ...forged })).toEqual([]);
  const expired = mintTurnCredential(turn.secret, 100001, 600, Date.now() - 3_600_000);
  expect(await gatherRelayCandidates({ urls: turn.url, ...expired })).toEqual([]);
});

test('with "Hide my IP address" on, a call connects through the TURN relay and both see each other', async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(60_000);
  const ada = await socialUser(server, browser, request, 'Ada');
  const bo = await socialUser(server, browser, request, 'Bo');
  await befriend(ada, bo);
  for (const user of [ada, bo]) {
    // Keeps every peer connection the app makes, to read its statistics afterwards.
    await user.context.addInitScript(() => {
      const Native = window.RTCPeerConnection;
      const made: RTCPeerConnection[] = [];
      Object.assign(window, { madePeerConnections: made });
      window.RTCPeerConnection = class extends Native {
        constructor(config?: RTCConfiguration) {
          super(config);
          made.push(this);
        }
      };
    });
    await user.page.goto('/friends');
    await expectLive(user.page);
    const settings = await openSettings(user.page);
    await settings.getByRole('checkbox', { name: 'Hide my IP address (relay only)' }).check();
    await user.page.keyboard.press('Escape');
    await expect(settings).toBeHidden();
    await user.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Friends' }).click();
  }

  await ada.page.getByRole('button', { name: 'Video call' }).click();
  await bo.page
    .getByRole('dialog', { name: 'Incoming call' })
    .getByRole('button', { name: 'Answer' })
    .click();
  await expectRemoteFrame(ada.page);
  await expectRemoteFrame(bo.page);

  // The pair carrying the media uses relayed candidates on this side: no host address went to the peer.
  for (const user of [ada, bo]) {
    const types = await user.page.evaluate(async () => {
      const made = (window as unknown as { madePeerConnections: RTCPeerConnection[] }).madePeerConnections;
      const live = made.find((pc) => pc.connectionState === 'connected');
      if (!live) return null;
      const stats: Array<Record<string, unknown>> = [];
      (await live.getStats()).forEach((s: Record<string, unknown>) => stats.push(s));
      const pair = stats.find((s) => s.type === 'candidate-pair' && s.nominated && s.state === 'succeeded');
      const local = stats.find((s) => s.id === pair?.localCandidateId);
      const sent = stats.filter((s) => s.type === 'local-candidate').map((s) => s.candidateType);
      return { selected: local?.candidateType, gathered: [...new Set(sent)] };
    });
    expect(types).toEqual({ selected: 'relay', gathered: ['relay'] });
  }

  await ada.page.getByRole('button', { name: 'Hang up' }).click();
  await expect(callSummary(bo.page)).toContainText('Hung up');
  await ada.context.close();
  await bo.context.close();
});
