import { CallCode } from '@mingle/protocol';
import { ValidationError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { Invitation } from '../calls/call-access';
import { CallError } from '../calls/errors';
import type { FlowConfigStore } from './flow-config';
import type { DiscoverRepo } from './repo';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * Invitation spam limits of the card and search flows (issue 14), from the stored configuration: so many
 * invitations per caller in any hour, so many per host in any minute. They count the calls table itself
 * (every invitation is a call row, stamped by the clock), so every node sees the same counts. Two launches
 * racing can both pass the last free place; a limit against spam, not a quota, can afford that.
 */
export class InvitationLimits {
  constructor(
    private readonly repo: DiscoverRepo,
    private readonly flows: FlowConfigStore,
    private readonly clock: Clock,
  ) {}

  async check({ callerId, calleeId, source, location }: Invitation): Promise<void> {
    if (source !== 'card' && source !== 'search') return;
    const config = await this.flows.get();
    const flow = source === 'card' ? config.cardFlow : config.searchFlow;
    // The location codes are recorded for reporting: only the flow's own codes mean something there.
    if (location !== undefined && !flow.locations.includes(location)) {
      throw new ValidationError(`Invalid request: location: not a location of the ${source} flow`);
    }
    const now = this.clock.now();
    const { invitesPerCallerPerHour, invitesPerHostPerMinute } = config.discover;
    const [sent, received] = await Promise.all([
      this.repo.invitationsBy(callerId, new Date(now - HOUR_MS)),
      this.repo.invitationsTo(calleeId, new Date(now - MINUTE_MS)),
    ]);
    if (sent >= invitesPerCallerPerHour) throw new CallError(CallCode.CALLER_INVITE_LIMIT);
    if (received >= invitesPerHostPerMinute) throw new CallError(CallCode.HOST_INVITE_LIMIT);
  }
}
