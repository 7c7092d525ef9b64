/**
 * A small OpenID Connect provider on a real loopback port, standing in for Google in the tests: it
 * serves discovery, its signing keys, the authorization and token endpoints, userinfo and Google's
 * tokeninfo, and lets a test mint the codes and tokens it needs.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK, type JWTPayload } from 'jose';

export interface Claims extends JWTPayload {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface IdTokenOptions {
  /** Sign with a key the provider never published (under the published kid), as a forger would. */
  foreignKey?: boolean;
  /** Seconds until exp; negative for a token that has already expired. */
  expiresIn?: number;
}

export interface OidcMockServer {
  url: string;
  clientId: string;
  clientSecret: string;
  /** An ID token with defaults (iss, aud, sub, email, times) that `claims` override. */
  idToken(claims?: Claims, options?: IdTokenOptions): Promise<string>;
  /** An access token userinfo and tokeninfo know, issued to `audience` (default: the client). */
  accessToken(claims?: Claims, options?: { audience?: string }): string;
  /** A one-time authorization code for /token; bound to `redirectUri` when given. */
  issueCode(claims?: Claims, options?: { redirectUri?: string }): string;
  /** Who the next visit to /authorize signs in as. */
  loginAs(claims: Claims): void;
  /** Every request the provider received, as "METHOD /path". */
  readonly requests: string[];
  close(): Promise<void>;
}

const KID = 'mock-key-1';

export function randomSub(): string {
  return String(100_000_000_000 + (randomBytes(5).readUIntBE(0, 5) % 900_000_000_000));
}

export async function startOidcMockServer(
  options: { clientId?: string; clientSecret?: string } = {},
): Promise<OidcMockServer> {
  const clientId = options.clientId ?? `client-${randomBytes(4).toString('hex')}.apps.test`;
  const clientSecret = options.clientSecret ?? `secret-${randomBytes(8).toString('hex')}`;
  const signing = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(signing.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

  const codes = new Map<string, { claims: Claims; redirectUri?: string }>();
  const accessTokens = new Map<string, { claims: Claims; audience: string }>();
  const requests: string[] = [];
  let nextLogin: Claims | null = null;
  let url = '';

  const withDefaults = (claims: Claims = {}): Claims => {
    const sub = claims.sub ?? randomSub();
    return {
      sub,
      email: `g-${sub}@gmail.test`,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
      ...claims,
    };
  };

  async function idToken(claims: Claims = {}, tokenOptions: IdTokenOptions = {}): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = tokenOptions.expiresIn ?? 3600;
    const payload: Claims = {
      iss: url,
      aud: clientId,
      azp: clientId,
      iat: Math.min(now, now + expiresIn - 60),
      exp: now + expiresIn,
      ...withDefaults(claims),
    };
    const key: CryptoKey = tokenOptions.foreignKey ? foreign.privateKey : signing.privateKey;
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' }).sign(key);
  }

  function accessToken(claims: Claims = {}, tokenOptions: { audience?: string } = {}): string {
    const token = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(token, { claims: withDefaults(claims), audience: tokenOptions.audience ?? clientId });
    return token;
  }

  function issueCode(claims: Claims = {}, codeOptions: { redirectUri?: string } = {}): string {
    const code = `4/${randomBytes(16).toString('base64url')}`;
    codes.set(code, { claims: withDefaults(claims), redirectUri: codeOptions.redirectUri });
    return code;
  }

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestUrl = new URL(req.url ?? '/', url);
    requests.push(`${req.method} ${requestUrl.pathname}`);
    const route = `${req.method} ${requestUrl.pathname}`;

    if (route === 'GET /.well-known/openid-configuration') {
      return json(res, 200, {
        issuer: url,
        authorization_endpoint: `${url}/authorize`,
        token_endpoint: `${url}/token`,
        userinfo_endpoint: `${url}/userinfo`,
        jwks_uri: `${url}/jwks`,
        response_types_supported: ['code', 'token', 'id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }

    if (route === 'GET /jwks') return json(res, 200, { keys: [publicJwk] });

    if (route === 'GET /authorize') {
      const params = requestUrl.searchParams;
      const redirectUri = params.get('redirect_uri');
      if (params.get('client_id') !== clientId || params.get('response_type') !== 'code' || !redirectUri) {
        return json(res, 400, { error: 'invalid_request' });
      }
      if (!nextLogin) return json(res, 400, { error: 'login_required' });
      const target = new URL(redirectUri);
      target.searchParams.set('code', issueCode(nextLogin, { redirectUri }));
      const state = params.get('state');
      if (state) target.searchParams.set('state', state);
      nextLogin = null;
      res.writeHead(302, { location: target.toString() });
      return void res.end();
    }

    if (route === 'POST /token') {
      const form = await readForm(req);
      if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
        return json(res, 401, { error: 'invalid_client' });
      }
      if (form.get('grant_type') !== 'authorization_code')
        return json(res, 400, { error: 'unsupported_grant_type' });
      const code = form.get('code') ?? '';
      const grant = codes.get(code);
      // Codes are single-use, and bound to the redirect URI they were issued for.
      codes.delete(code);
      if (!grant || (grant.redirectUri !== undefined && grant.redirectUri !== form.get('redirect_uri'))) {
        return json(res, 400, { error: 'invalid_grant' });
      }
      return json(res, 200, {
        access_token: accessToken(grant.claims),
        id_token: await idToken(grant.claims),
        token_type: 'Bearer',
        expires_in: 3599,
        scope: 'openid email profile',
      });
    }

    if (route === 'GET /userinfo') {
      const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
      const grant = bearer ? accessTokens.get(bearer) : undefined;
      if (!grant) return json(res, 401, { error: 'invalid_token' });
      const { sub, email, email_verified, given_name, family_name, name } = grant.claims;
      return json(res, 200, { sub, email, email_verified, given_name, family_name, name });
    }

    if (route === 'GET /tokeninfo') {
      const grant = accessTokens.get(requestUrl.searchParams.get('access_token') ?? '');
      if (!grant) return json(res, 400, { error: 'invalid_token', error_description: 'Invalid Value' });
      // Google's shape: strings throughout, aud and azp both naming the client.
      return json(res, 200, {
        azp: grant.audience,
        aud: grant.audience,
        sub: grant.claims.sub,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        exp: String(Math.floor(Date.now() / 1000) + 3599),
        expires_in: '3599',
        email: grant.claims.email,
        email_verified: String(grant.claims.email_verified),
        access_type: 'online',
      });
    }

    json(res, 404, { error: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientId,
    clientSecret,
    idToken,
    accessToken,
    issueCode,
    loginAs: (claims) => {
      nextLogin = claims;
    },
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
