import type { IceConfig } from '@mingle/protocol';
import type { IceServersConfig } from '../../config';
import { mintTurnCredential } from '../../infra/turn/turn-credentials';

/**
 * STUN and TURN for one party of a live call. The TURN credential is minted per request in coturn's
 * use-auth-secret form ('expiry:userId', at most an hour), so it names the user it was given to and stops
 * working on its own; nothing about it is stored.
 */
export function iceServersFor(
  config: IceServersConfig,
  userId: number,
  relayOnly: boolean,
  now: number,
): IceConfig {
  const iceServers: IceConfig['iceServers'] = [];
  if (config.stunUrls.length > 0) iceServers.push({ urls: config.stunUrls });
  let expiresAt = now + config.credentialTtlSeconds * 1000;
  if (config.turnUrls.length > 0 && config.turnSecret) {
    const turn = mintTurnCredential(config.turnSecret, userId, config.credentialTtlSeconds, now);
    iceServers.push({ urls: config.turnUrls, username: turn.username, credential: turn.credential });
    expiresAt = turn.expiresAt.getTime();
  }
  // The privacy option: only relayed candidates, so the stranger never learns this user's address. Without a
  // TURN server such a call cannot connect; that is the honest outcome of the choice, not a silent leak.
  return { iceServers, iceTransportPolicy: relayOnly ? 'relay' : 'all', expiresAt };
}
