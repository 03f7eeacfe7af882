import { mintTurnCredential } from '../../apps/server/src/infra/turn/turn-credentials';
import { startTurnServer, type TestTurnServer } from '../../apps/server/test/coturn';
import { expect, test } from '../fixtures';

/**
 * The relay path against a real coturn: a browser that may only use relayed candidates (the privacy option:
 * strangers never see each other's address) gets one exactly when the credential our server mints is valid.
 */
let turn: TestTurnServer;
test.beforeAll(async () => {
  turn = await startTurnServer();
});
test.afterAll(async () => {
  await turn.close();
});

test('a relay-only peer connection gets a TURN relay candidate with a minted credential, and none without', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/about-us`);
  const gatherRelayCandidates = (server: { urls: string; username: string; credential: string }) =>
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
    }, server);

  const valid = mintTurnCredential(turn.secret, 100001, 600);
  const relayed = await gatherRelayCandidates({ urls: turn.url, ...valid });
  expect(relayed.length).toBeGreaterThan(0);
  expect(relayed[0]).toContain('127.0.0.1');

  const forged = mintTurnCredential('not-the-shared-secret', 100001, 600);
  expect(await gatherRelayCandidates({ urls: turn.url, ...forged })).toEqual([]);
  const expired = mintTurnCredential(turn.secret, 100001, 600, Date.now() - 3_600_000);
  expect(await gatherRelayCandidates({ urls: turn.url, ...expired })).toEqual([]);
});
