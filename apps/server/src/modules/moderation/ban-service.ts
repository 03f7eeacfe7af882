import { BAN_HOURS, Code, answerText } from '@mingle/protocol';
import { BannedError, NotFoundError, ValidationError, type BanKind } from '../../errors';
import { HOUR_MS, type Clock } from '../../infra/clock';
import type { SessionService } from '../session/service';
import type { BanRow, BansRepo } from './bans-repo';

export interface BanRequest {
  kind: BanKind;
  userId?: number | undefined;
  deviceId?: string | undefined;
  hours?: number | undefined;
  /** Shown to the user with code 10117 (spec §8.1). */
  message?: string | undefined;
  /** Who banned: 'admin:<userId>' or 'cli'. */
  by: string;
}

/** Hears of a ban made (the assistant's notices): the ban and every account it reached. */
export type BannedListener = (ban: BanRow, userIds: number[]) => Promise<void>;

/**
 * Account and device bans (spec §6, §8.1): a ban refuses sign-in for 48 hours, ends the user's sessions and
 * sockets at once, and leaves visitor use possible.
 */
export class BanService {
  private readonly bannedListeners: BannedListener[] = [];

  constructor(
    private readonly repo: BansRepo,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
  ) {}

  async ban(request: BanRequest): Promise<BanRow> {
    const needsUser = request.kind !== 'device';
    const needsDevice = request.kind !== 'account';
    if ((needsUser && request.userId === undefined) || (needsDevice && !request.deviceId)) {
      throw new ValidationError(
        `Invalid request: a ${request.kind} ban needs ${[needsUser && 'a user id', needsDevice && 'a device id'].filter(Boolean).join(' and ')}`,
      );
    }
    const hours = request.hours ?? BAN_HOURS;
    const now = this.clock.now();
    const ban = await this.repo.insert({
      kind: request.kind,
      userId: needsUser ? (request.userId ?? null) : null,
      deviceId: needsDevice ? (request.deviceId ?? null) : null,
      message: request.message ?? null,
      startsAt: new Date(now),
      endsAt: new Date(now + hours * HOUR_MS),
      createdBy: request.by,
    });
    if (!ban) throw new NotFoundError('No such user');
    const affected = new Set<number>();
    if (ban.userId !== null) affected.add(ban.userId);
    if (ban.deviceId !== null) for (const id of await this.repo.usersOnDevice(ban.deviceId)) affected.add(id);
    const reason = this.errorFor([ban]);
    for (const userId of affected) await this.sessions.endSession(userId, reason);
    // A listener's failure is its own: the ban stands.
    await Promise.allSettled(this.bannedListeners.map((listener) => listener(ban, [...affected])));
    return ban;
  }

  onBanned(listener: BannedListener): void {
    this.bannedListeners.push(listener);
  }

  async lift(banId: number): Promise<BanRow | undefined> {
    return this.repo.lift(banId, this.clock.date());
  }

  list(): Promise<BanRow[]> {
    return this.repo.list();
  }

  /** Throws the ban error a sign-in must answer when the account, the device or both are banned. */
  async assertCanSignIn(userId: number | undefined, deviceId: string): Promise<void> {
    const active = await this.repo.active(userId, deviceId, this.clock.date());
    if (active.length > 0) throw this.errorFor(active);
  }

  private errorFor(active: BanRow[]): BannedError {
    const hitsAccount = active.some((b) => b.userId !== null);
    const hitsDevice = active.some((b) => b.deviceId !== null);
    const kind: BanKind = hitsAccount && hitsDevice ? 'both' : hitsDevice ? 'device' : 'account';
    const until = active[0]?.endsAt ?? this.clock.date();
    // 10117 carries the server's message (spec §8.1); sign-in refusals read the same words.
    const message =
      kind === 'both'
        ? (active.find((b) => b.message)?.message ?? answerText(Code.BANNED_ACCOUNT_AND_DEVICE))
        : undefined;
    return new BannedError(kind, until, message);
  }
}
