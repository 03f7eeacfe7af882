import { createHash, randomBytes } from 'node:crypto';
import {
  AccountCode,
  isSafeReturnPath,
  SOCIAL_LOGIN_PAGE,
  SOCIAL_PROVIDERS,
  SOCIAL_STATE_TTL_SECONDS,
  SOCIAL_TICKET_TTL_SECONDS,
  type LoginResult,
  type SocialProvider,
} from '@mingle/protocol';
import type { Logger } from 'pino';
import type { AttemptLimiter, AttemptRule } from '../../infra/attempt-limiter';
import type { Clock } from '../../infra/clock';
import type { KeyValueStore } from '../../infra/kv/key-value-store';
import { AccountError } from '../../errors';
import type { LoginService } from '../accounts/login-service';
import type { BanService } from '../moderation/ban-service';
import type { FlowSecrets, IdentityProviderClient, VerifiedIdentity } from './oidc-client';
import type { SocialAuthRepo } from './repo';

export interface SocialAuthDeps {
  repo: SocialAuthRepo;
  kv: KeyValueStore;
  limiter: AttemptLimiter;
  logins: LoginService;
  bans: BanService;
  /** Only the providers that are switched on. */
  clients: Partial<Record<SocialProvider, IdentityProviderClient>>;
  publicUrl: string;
  logger: Logger;
  clock: Clock;
}

/** A started sign-in, kept server-side until the provider sends the browser back. */
interface PendingFlow {
  provider: SocialProvider;
  deviceId: string;
  redirect: string | undefined;
  secrets: FlowSecrets;
  /** Digest of the key the starting browser keeps (a cookie): the answer must come back to that browser. */
  browser: string;
}

export interface StartedFlow {
  /** The provider's authorization URL. */
  url: string;
  /** A secret for the browser to keep until the callback, so that a callback link cannot be replayed elsewhere. */
  browserKey: string;
}

interface Ticket {
  userId: number;
  deviceId: string;
  expiresAt: number;
}

const TEN_MINUTES_MS = 10 * 60_000;
const STATE_TTL_MS = SOCIAL_STATE_TTL_SECONDS * 1000;
const TICKET_TTL_MS = SOCIAL_TICKET_TTL_SECONDS * 1000;
/** Generous per address (carrier NAT puts many people behind one), tight per device. */
const PER_IP_LIMIT = 60;
const PER_DEVICE_LIMIT = 10;

const perIp = (step: string, ip: string): AttemptRule => ({
  key: `social:${step}:ip:${ip}`,
  limit: PER_IP_LIMIT,
  windowMs: TEN_MINUTES_MS,
});

/** Errors a provider answers when the person said no: RFC 6749's, and Apple's own. */
const DECLINED_ERRORS = new Set(['access_denied', 'user_cancelled_authorize']);

/** Keys are digests: state and tickets are bearer values and must not sit in the store as they are. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest('base64url');

const failed = () => new AccountError(AccountCode.SOCIAL_SIGN_IN_FAILED);

/**
 * Social sign-in (spec §1, §8.2): the OpenID Connect authorization-code flow with PKCE, state and nonce. An account
 * is keyed on (provider, subject), never on the e-mail the provider reports. The session is handed over by a
 * one-time ticket bound to the device that started the flow, so the login token never travels in a URL.
 */
export class SocialAuthService {
  constructor(private readonly deps: SocialAuthDeps) {}

  providers(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((p) => this.deps.clients[p] !== undefined);
  }

  async start(
    provider: SocialProvider,
    deviceId: string,
    redirect: string | undefined,
    ip: string,
  ): Promise<StartedFlow> {
    const client = this.client(provider);
    await this.deps.limiter.consume([
      perIp('start', ip),
      { key: `social:start:device:${deviceId}`, limit: PER_DEVICE_LIMIT, windowMs: TEN_MINUTES_MS },
    ]);
    const begun = await this.guarded(provider, 'start', () => client.begin());
    const browserKey = randomBytes(32).toString('base64url');
    const flow: PendingFlow = {
      provider,
      deviceId,
      redirect: redirect !== undefined && isSafeReturnPath(redirect) ? redirect : undefined,
      secrets: begun.secrets,
      browser: digest(browserKey),
    };
    await this.deps.kv.set(stateKey(begun.secrets.state), JSON.stringify(flow), STATE_TTL_MS);
    return { url: begun.url.href, browserKey };
  }

  /**
   * The provider's answer: refusals throw (the caller sends the browser to the web page with the code); success
   * answers the web page URL with a fresh ticket.
   */
  async callback(
    provider: SocialProvider,
    response: URLSearchParams,
    browserKey: string | undefined,
    ip: string,
  ): Promise<string> {
    const client = this.client(provider);
    await this.deps.limiter.consume([perIp('callback', ip)]);
    const state = response.get('state');
    const flow = state ? await this.takeFlow(state) : undefined;
    const error = response.get('error');
    if (error !== null) {
      throw DECLINED_ERRORS.has(error) ? new AccountError(AccountCode.SOCIAL_PERMISSION_DECLINED) : failed();
    }
    // Unknown, expired or used state, one started for another provider or in another browser (a callback link
    // sent to a victim, to sign them in to the sender's account): a forged or replayed answer.
    if (!flow || flow.provider !== provider || !browserKey || digest(browserKey) !== flow.browser)
      throw failed();
    const identity = await this.guarded(provider, 'callback', () => client.finish(response, flow.secrets));
    const userId = await this.accountFor(provider, identity, flow.deviceId);
    const ticket = randomBytes(32).toString('base64url');
    const record: Ticket = {
      userId,
      deviceId: flow.deviceId,
      expiresAt: this.deps.clock.now() + TICKET_TTL_MS,
    };
    await this.deps.kv.set(ticketKey(ticket), JSON.stringify(record), TICKET_TTL_MS);
    return this.webPage({ provider, ticket, ...(flow.redirect ? { redirect: flow.redirect } : {}) });
  }

  /** Where the browser goes when start or callback is refused: the web page shows the answer code's text. */
  failurePage(provider: SocialProvider, code: number): string {
    return this.webPage({ provider, error: String(code) });
  }

  /** Trades a ticket for the session: once, within 60 s, and only on the device that started the flow. */
  async redeem(ticket: string, deviceId: string | undefined, ip: string): Promise<LoginResult> {
    await this.deps.limiter.consume([perIp('ticket', ip)]);
    const key = ticketKey(ticket);
    // Claimed before it is read: of two racing redemptions only one gets past this line.
    const claimed = await this.deps.kv.setIfAbsent(`${key}:used`, '1', TICKET_TTL_MS);
    const raw = claimed ? await this.deps.kv.get(key) : null;
    if (claimed) await this.deps.kv.delete(key);
    if (!raw) throw failed();
    const record = JSON.parse(raw) as Ticket;
    if (record.expiresAt < this.deps.clock.now() || record.deviceId !== deviceId) throw failed();
    return this.deps.logins.complete(record.userId, record.deviceId);
  }

  private client(provider: SocialProvider): IdentityProviderClient {
    const client = this.deps.clients[provider];
    if (!client) throw new AccountError(AccountCode.SOCIAL_PROVIDER_OFF);
    return client;
  }

  /** State is single use: taken out of the store on the first answer that names it. */
  private async takeFlow(state: string): Promise<PendingFlow | undefined> {
    const key = stateKey(state);
    if (!(await this.deps.kv.setIfAbsent(`${key}:used`, '1', STATE_TTL_MS))) return undefined;
    const raw = await this.deps.kv.get(key);
    await this.deps.kv.delete(key);
    return raw ? (JSON.parse(raw) as PendingFlow) : undefined;
  }

  private async accountFor(
    provider: SocialProvider,
    identity: VerifiedIdentity,
    deviceId: string,
  ): Promise<number> {
    const { repo } = this.deps;
    const linked = await repo.identity(provider, identity.subject);
    if (linked) {
      if (identity.email !== null && identity.email !== linked.email) {
        await repo.updateEmail(provider, identity.subject, identity.email);
      }
      return linked.userId;
    }
    // A banned device opens no new account (existing ones are refused when the ticket is redeemed).
    await this.deps.bans.assertCanSignIn(undefined, deviceId);
    return repo.createAccount({ provider, subject: identity.subject, email: identity.email, deviceId });
  }

  /** Provider trouble (unreachable, refused code, bad ID token) is logged for us and shown as 'Sign-in failed'. */
  private async guarded<T>(provider: SocialProvider, step: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      const { message, code } = err as { message?: string; code?: string };
      this.deps.logger.warn({ provider, step, reason: message, errorCode: code }, 'social sign-in refused');
      throw failed();
    }
  }

  private webPage(params: Record<string, string>): string {
    return `${this.deps.publicUrl}${SOCIAL_LOGIN_PAGE}?${new URLSearchParams(params).toString()}`;
  }
}

const stateKey = (state: string) => `social:state:${digest(state)}`;
const ticketKey = (ticket: string) => `social:ticket:${digest(ticket)}`;
