import type { MinuteCallSwitch } from '@mingle/protocol';
import type { Config } from '../../config';

/**
 * The match-to-minute-call switch of spec §3 as configured (MATCH_MINUTE_SWITCH_SHOW / _TIME / _ENOUGH). Both the
 * calls service (which bills by it) and globalconf (which shows it) read it here, so what a user is told is
 * what is billed:
 * - show: a match call with a host who has a price turns into a per-minute call;
 * - time: after this many seconds of media;
 * - enough: the payer must then be able to pay a minute, or the call ends there. When off, a payer who cannot
 *   pay simply keeps the free match call.
 */
export function minuteCallSwitch(config: Pick<Config, 'calls'>): MinuteCallSwitch {
  const { show, time, enough } = config.calls.matchMinuteSwitch;
  return { show, time, enough };
}
