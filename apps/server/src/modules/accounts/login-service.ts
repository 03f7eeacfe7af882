import { AccountCode, type LoginResult } from '@mingle/protocol';
import { AccountError, AccountGoneError } from '../../errors';
import type { Clock } from '../../infra/clock';
import type { BanService } from '../moderation/ban-service';
import type { SessionService } from '../session/service';
import { buildUserInfo } from './user-info';
import type { UsersRepo } from './users-repo';

/**
 * The last step of every sign-in (e-mail, phone, social, token links): refuse banned and suspended accounts,
 * issue a new session (which ends the one on any other device) and answer the user's own info.
 */
export class LoginService {
  constructor(
    private readonly users: UsersRepo,
    private readonly sessions: SessionService,
    private readonly bans: BanService,
    private readonly clock: Clock,
  ) {}

  async complete(userId: number, deviceId: string): Promise<LoginResult> {
    const user = await this.users.byId(userId);
    if (!user) throw new AccountGoneError();
    await this.bans.assertCanSignIn(userId, deviceId);
    if (user.status === 'suspended') throw new AccountError(AccountCode.ACCOUNT_SUSPENDED, 403);
    const session = await this.sessions.issueSession(userId, deviceId);
    const info = await buildUserInfo(this.users, { ...user, deviceId }, true, this.clock.date());
    return { ...info, loginToken: session.loginToken };
  }
}
