import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A real OpenID provider (the `oidc-provider` package) on a loopback port, standing in for Google, Facebook or
 * Apple in tests. Its sign-in page is a plain HTML form (account, optional e-mail, Continue / Cancel) that a
 * browser test can fill in by its labels and that `authorize()` fills in over HTTP.
 */
export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestPerson {
  /** The account name typed at the provider; it becomes the ID token's subject. */
  subject: string;
  /** The address the provider reports (default `<subject>@example.test`). */
  email?: string;
  /** Press Cancel instead of Continue: the provider answers error=access_denied. */
  decline?: boolean;
}

export interface IdTokenTamper {
  change: (claims: JWTPayload) => JWTPayload;
  /** true: signed again with the provider's real key (valid signature, wrong content); false: signature kept. */
  resign: boolean;
}

export interface TestOpenIdProvider {
  issuer: string;
  /**
   * Acts as the person in a browser: follows the authorization URL, signs in and approves (or declines) on the
   * provider's page, and answers the URL the provider sends the browser back to (the app's callback, not followed).
   */
  authorize(authorizationUrl: string, person: TestPerson): Promise<URL>;
  /** The next ID token the token endpoint issues is altered this way (a man in the middle, or a rogue issuer). */
  tamperNextIdToken(tamper: IdTokenTamper): void;
  close(): Promise<void>;
}

export interface OpenIdProviderOptions {
  clients: TestClient[];
  /** Leave token_endpoint out of the discovery document, as facebook.com's document does. */
  hideTokenEndpoint?: boolean;
}

const KEY_ID = 'test-signing-key';

export async function startOpenIdProvider(options: OpenIdProviderOptions): Promise<TestOpenIdProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const emails = new Map<string, string>();
  const tampers: IdTokenTamper[] = [];

  const provider = new Provider(issuer, {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-cookie-signing-key'] },
    pkce: { required: () => true },
    // Like Google: the e-mail travels in the ID token when the email scope was granted.
    conformIdTokenClaims: false,
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: emails.get(sub) ?? `${sub}@example.test`, email_verified: true }),
    }),
  });

  provider.use(async (ctx: KoaContextWithOIDC, next: () => Promise<unknown>) => {
    await next();
    const body = ctx.body as Record<string, unknown> | undefined;
    if (options.hideTokenEndpoint && ctx.path === '/.well-known/openid-configuration' && body) {
      const { token_endpoint: _hidden, ...rest } = body;
      ctx.body = rest;
    }
    const tamper = ctx.path === '/token' && typeof body?.id_token === 'string' ? tampers.shift() : undefined;
    if (tamper && body) ctx.body = { ...body, id_token: await alter(String(body.id_token), tamper) };
  });

  async function alter(idToken: string, tamper: IdTokenTamper): Promise<string> {
    const [header = '', payload = '', signature = ''] = idToken.split('.');
    const claims = tamper.change(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as JWTPayload,
    );
    if (!tamper.resign)
      return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: KEY_ID }).sign(privateKey);
  }

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const details = await provider.interactionDetails(req, res);
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(signInPage(details.uid, String(details.params.client_id)));
      return;
    }
    const form = new URLSearchParams(await readBody(req));
    if (form.get('decision') !== 'approve') {
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'End-User aborted interaction',
      });
      return;
    }
    const subject = form.get('subject') ?? '';
    const email = form.get('email');
    if (email) emails.set(subject, email);
    const grant = new provider.Grant({ accountId: subject, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  const handle = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) return void handle(req, res);
    interaction(req, res).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  return {
    issuer,
    authorize: (authorizationUrl, person) => actAsPerson(issuer, authorizationUrl, person),
    tamperNextIdToken: (tamper) => void tampers.push(tamper),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

function signInPage(uid: string, clientId: string): string {
  const safe = (s: string) => s.replace(/[^A-Za-z0-9_.-]/g, '');
  return `<!doctype html>
<html lang="en"><head><title>Test provider: sign in</title></head><body>
<h1>Sign in to Test Provider</h1>
<p>${safe(clientId)} wants to know who you are.</p>
<form method="post" action="/interaction/${safe(uid)}">
  <label>Account <input name="subject" required autocomplete="off"></label>
  <label>E-mail <input name="email" type="email"></label>
  <button name="decision" value="approve">Continue</button>
  <button name="decision" value="decline" formnovalidate>Cancel</button>
</form>
</body></html>`;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** A browser's cookie handling, as far as one provider origin needs it. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const cleared = /expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line);
      if (cleared) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1).trim());
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function actAsPerson(issuer: string, authorizationUrl: string, person: TestPerson): Promise<URL> {
  const jar = new CookieJar();
  let url = new URL(authorizationUrl);
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 12; hop++) {
    // Leaving the provider: this is the redirect back to the app.
    if (url.origin !== issuer) return url;
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    });
    jar.store(res.headers.getSetCookie());
    form = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      continue;
    }
    const text = await res.text();
    if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
      // The sign-in page: fill it in and press a button, as the person would.
      form = new URLSearchParams({
        subject: person.subject,
        email: person.email ?? '',
        decision: person.decline ? 'decline' : 'approve',
      });
      continue;
    }
    throw new Error(`unexpected answer from the provider at ${url.pathname}: ${res.status} ${text}`);
  }
  throw new Error('too many redirects at the provider');
}
