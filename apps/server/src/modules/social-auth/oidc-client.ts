import type { SocialProvider } from '@mingle/protocol';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  ClientSecretPost,
  Configuration,
  discovery,
  enableNonRepudiationChecks,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type ClientAuth,
  type ServerMetadata,
} from 'openid-client';
import type { SocialProviderConfig } from '../../config';
import { AppleClientSecret } from './apple-client-secret';

/** What the server keeps between start and callback; only hashes or public halves go to the provider. */
export interface FlowSecrets {
  state: string;
  nonce: string;
  /** The PKCE verifier; the provider saw only its S256 challenge. */
  codeVerifier: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
}

/** One identity provider, as the sign-in service needs it. */
export interface IdentityProviderClient {
  /** Fresh state, nonce and PKCE verifier, and the provider's URL carrying their public halves. */
  begin(): Promise<{ url: URL; secrets: FlowSecrets }>;
  /**
   * Redeems the code of the authorization response (with the PKCE verifier) and verifies the ID token: signature
   * against the provider's keys, issuer, audience (our client id), expiry and nonce. Throws when anything is off.
   */
  finish(response: URLSearchParams, secrets: FlowSecrets): Promise<VerifiedIdentity>;
}

/**
 * What each provider is asked for. The account needs only the subject; the e-mail is kept for support. Apple
 * answers its name/email scopes only by form POST, so it is asked for `openid` alone, by query.
 */
const AUTHORIZATION_PARAMS: Record<SocialProvider, Record<string, string>> = {
  google: { scope: 'openid email' },
  facebook: { scope: 'openid email' },
  apple: { scope: 'openid', response_mode: 'query' },
};

const HTTP_TIMEOUT_S = 10;

/** JSON copy of discovered metadata without its helper functions, to build a Configuration from. */
function plainMetadata(metadata: ServerMetadata): ServerMetadata {
  return JSON.parse(JSON.stringify(metadata)) as ServerMetadata;
}

/** An OpenID Connect provider reached through `openid-client`, discovered on first use. */
export class OpenIdProviderClient implements IdentityProviderClient {
  private configuration: Promise<Configuration> | undefined;
  private readonly clientAuth: ClientAuth;

  constructor(
    private readonly provider: SocialProvider,
    private readonly settings: SocialProviderConfig,
    private readonly redirectUri: string,
  ) {
    this.clientAuth = settings.appleKey
      ? appleClientAuth(new AppleClientSecret(settings.appleKey, settings.clientId, settings.issuer))
      : ClientSecretPost(settings.clientSecret);
  }

  async begin(): Promise<{ url: URL; secrets: FlowSecrets }> {
    const config = await this.config();
    const secrets = { state: randomState(), nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
    const url = buildAuthorizationUrl(config, {
      ...AUTHORIZATION_PARAMS[this.provider],
      redirect_uri: this.redirectUri,
      state: secrets.state,
      nonce: secrets.nonce,
      code_challenge: await calculatePKCECodeChallenge(secrets.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, secrets };
  }

  async finish(response: URLSearchParams, secrets: FlowSecrets): Promise<VerifiedIdentity> {
    const config = await this.config();
    // The token request's redirect_uri is this URL without its query, so it must be ours exactly.
    const currentUrl = new URL(this.redirectUri);
    currentUrl.search = response.toString();
    const tokens = await authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: secrets.codeVerifier,
      expectedState: secrets.state,
      expectedNonce: secrets.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the token response has no ID token');
    return { subject: claims.sub, email: typeof claims.email === 'string' ? claims.email : null };
  }

  /** Discovery runs once; a failed one is forgotten so that the next sign-in tries again. */
  private config(): Promise<Configuration> {
    this.configuration ??= this.discover().catch((err: unknown) => {
      this.configuration = undefined;
      throw err;
    });
    return this.configuration;
  }

  private async discover(): Promise<Configuration> {
    // Config allows plain HTTP only for a provider on this machine (the tests' local OpenID provider).
    const insecure = new URL(this.settings.issuer).protocol === 'http:';
    const discovered = await discovery(
      new URL(this.settings.issuer),
      this.settings.clientId,
      undefined,
      undefined,
      {
        execute: insecure ? [allowInsecureRequests] : [],
        timeout: HTTP_TIMEOUT_S,
      },
    );
    const { fallbackTokenEndpoint } = this.settings;
    const metadata = {
      ...(fallbackTokenEndpoint ? { token_endpoint: fallbackTokenEndpoint } : {}),
      ...plainMetadata(discovered.serverMetadata()),
    };
    const config = new Configuration(metadata, this.settings.clientId, undefined, this.clientAuth);
    config.timeout = HTTP_TIMEOUT_S;
    if (insecure) allowInsecureRequests(config);
    // Token responses come over TLS, where the library would trust the ID token unsigned-checked; we check the
    // signature against the provider's published keys anyway (a tampered token must never sign anyone in).
    enableNonRepudiationChecks(config);
    return config;
  }
}

function appleClientAuth(secret: AppleClientSecret): ClientAuth {
  return (_as, client, body) => {
    body.set('client_id', client.client_id);
    body.set('client_secret', secret.current());
  };
}
