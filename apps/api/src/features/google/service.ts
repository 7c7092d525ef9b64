/**
 * Google sign-in over OpenID Connect: discovery, ID-token verification against the provider's keys,
 * the code exchange, the access-token flow (tokeninfo, then userinfo), and finding or creating the
 * account. Any OpenID provider at GOOGLE_ISSUER works, which is how the tests run against a mock.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import { STRING_MAX, USER_STATUS } from '@atelier/contracts';
import { Prisma, type PrismaClient, type User as UserRow } from '@atelier/db';
import type { Config } from '../../config.ts';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { normalizeEmail, revokeAllTokens } from '../accounts/tokens.ts';

const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Google's ID tokens carry either form of its issuer. */
const GOOGLE_ISSUER_BARE = 'accounts.google.com';
const STATE_TTL_MS = 10 * 60_000;
/** A provider that hangs must not hold a sign-in request forever. */
const PROVIDER_TIMEOUT_MS = 10_000;
/** Discovery documents change rarely; refetching daily picks up a moved endpoint without a restart. */
const DISCOVERY_TTL_MS = 24 * 3_600_000;
/** Tolerates small clock drift between this server and the provider when checking exp and iat. */
const CLOCK_TOLERANCE_S = 30;
const SCOPE = 'openid profile email';

const Discovery = z.object({
  issuer: z.string().min(1),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
});
type Discovery = z.infer<typeof Discovery>;

/** Google has sent email_verified both as a boolean and as the string "true". */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

const Profile = z.object({
  sub: z.string().min(1),
  email: z.string().min(1).optional(),
  email_verified: flag.optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

export interface GoogleProfile {
  sub: string;
  email: string;
  givenName: string | null;
  familyName: string | null;
}

const TokenResponse = z.object({ id_token: z.string().min(1) });
const TokenInfo = z.object({
  aud: z.string().optional(),
  azp: z.string().optional(),
  sub: z.string().optional(),
});

const authFailed = () => new AppError(401, 'GOOGLE_AUTH_FAILED');
const providerFailed = () => new AppError(502, 'GOOGLE_AUTH_FAILED');

export interface GoogleClient {
  authorizationUrl(state: string): Promise<string>;
  /** Trades an authorization code for tokens and returns the verified ID token's profile. */
  exchangeCode(code: string, redirectUri: string): Promise<GoogleProfile>;
  verifyIdToken(idToken: string): Promise<GoogleProfile>;
  profileFromAccessToken(accessToken: string): Promise<GoogleProfile>;
}

/** One per app: it caches the discovery document and the provider's signing keys. */
export function createGoogleClient(config: Config, log: FastifyBaseLogger): GoogleClient {
  const issuerUrl = config.GOOGLE_ISSUER.replace(/\/$/, '');
  let discovery: { value: Promise<Discovery>; expiresAt: number } | null = null;
  let keys: { uri: string; set: ReturnType<typeof createRemoteJWKSet> } | null = null;

  const clientId = () => {
    if (!config.GOOGLE_CLIENT_ID) throw new AppError(404, 'GOOGLE_NOT_CONFIGURED');
    return config.GOOGLE_CLIENT_ID;
  };

  /** The provider answered, but not with something usable: that is its fault, not the user's. */
  const unusable = (what: string, detail?: unknown) => {
    log.warn({ detail }, `google: ${what}`);
    return providerFailed();
  };
  /** The provider refused the user's code or token. */
  const refused = (what: string, detail?: unknown) => {
    log.info({ detail }, `google: ${what}`);
    return authFailed();
  };

  async function send(url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    } catch (error) {
      throw unusable(`${new URL(url).pathname} unreachable`, error);
    }
  }

  async function readJson(response: Response, what: string): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw unusable(`${what} answered with something other than JSON`, error);
    }
  }

  /** 4xx means the provider turned the credential down; anything else is the provider failing. */
  async function checked(response: Response, what: string): Promise<unknown> {
    if (response.status >= 400 && response.status < 500) {
      throw refused(`${what} refused (${response.status})`, await response.text().catch(() => ''));
    }
    if (!response.ok) throw unusable(`${what} failed (${response.status})`);
    return readJson(response, what);
  }

  async function fetchDiscovery(): Promise<Discovery> {
    const response = await send(`${issuerUrl}/.well-known/openid-configuration`);
    if (!response.ok) throw unusable(`discovery failed (${response.status})`);
    const parsed = Discovery.safeParse(await readJson(response, 'discovery'));
    if (!parsed.success) throw unusable('discovery document incomplete', parsed.error.issues);
    // OpenID Connect Discovery: a document naming another issuer must not be trusted.
    if (parsed.data.issuer.replace(/\/$/, '') !== issuerUrl) {
      throw unusable('discovery issuer mismatch', parsed.data.issuer);
    }
    return parsed.data;
  }

  function getDiscovery(): Promise<Discovery> {
    if (!discovery || discovery.expiresAt <= Date.now()) {
      const value = fetchDiscovery();
      const entry = { value, expiresAt: Date.now() + DISCOVERY_TTL_MS };
      discovery = entry;
      // A failed fetch is not cached, so the next sign-in tries again.
      value.catch(() => {
        if (discovery === entry) discovery = null;
      });
    }
    return discovery.value;
  }

  function keySet(uri: string) {
    if (keys?.uri !== uri)
      keys = { uri, set: createRemoteJWKSet(new URL(uri), { timeoutDuration: PROVIDER_TIMEOUT_MS }) };
    return keys.set;
  }

  function toProfile(claims: unknown): GoogleProfile {
    const parsed = Profile.safeParse(claims);
    if (!parsed.success) throw refused('profile without a subject', parsed.error.issues);
    const { sub, email, email_verified, given_name, family_name } = parsed.data;
    if (!email) throw refused('profile without an e-mail');
    if (email_verified !== true) throw new AppError(401, 'GOOGLE_EMAIL_NOT_VERIFIED');
    return {
      sub,
      email: normalizeEmail(email),
      givenName: given_name?.slice(0, STRING_MAX) || null,
      familyName: family_name?.slice(0, STRING_MAX) || null,
    };
  }

  async function verifyIdToken(idToken: string): Promise<GoogleProfile> {
    const audience = clientId();
    const { issuer, jwks_uri } = await getDiscovery();
    try {
      const { payload } = await jwtVerify(idToken, keySet(jwks_uri), {
        issuer: issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, GOOGLE_ISSUER_BARE] : issuer,
        audience,
        algorithms: ['RS256', 'ES256'],
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_S,
      });
      return toProfile(payload);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // The key set not loading is the provider's failure; the bare JOSEError is what jose throws then.
      const keysFailed =
        !(error instanceof errors.JOSEError) ||
        error instanceof errors.JWKSTimeout ||
        error instanceof errors.JWKSInvalid ||
        error.code === 'ERR_JOSE_GENERIC';
      if (keysFailed) throw unusable('signing keys unavailable', error);
      throw refused(`ID token rejected (${error.code})`, error.message);
    }
  }

  return {
    async authorizationUrl(state) {
      const id = clientId();
      const url = new URL((await getDiscovery()).authorization_endpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', id);
      url.searchParams.set('redirect_uri', config.GOOGLE_REDIRECT_URI);
      url.searchParams.set('scope', SCOPE);
      url.searchParams.set('state', state);
      return url.toString();
    },

    async exchangeCode(code, redirectUri) {
      const id = clientId();
      // Without a secret the provider refuses every exchange; say so instead of blaming the user.
      if (!config.GOOGLE_CLIENT_SECRET) throw new AppError(404, 'GOOGLE_NOT_CONFIGURED');
      const { token_endpoint } = await getDiscovery();
      const response = await send(token_endpoint, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: id,
          client_secret: config.GOOGLE_CLIENT_SECRET,
        }),
      });
      const parsed = TokenResponse.safeParse(await checked(response, 'token exchange'));
      if (!parsed.success) throw unusable('token response without an ID token');
      return verifyIdToken(parsed.data.id_token);
    },

    verifyIdToken,

    async profileFromAccessToken(accessToken) {
      const id = clientId();
      const { userinfo_endpoint } = await getDiscovery();
      if (!userinfo_endpoint) throw unusable('discovery names no userinfo endpoint');

      // Userinfo alone would accept a token some other app obtained for this user; tokeninfo says whose it is.
      const infoUrl = new URL(config.GOOGLE_TOKENINFO_URL);
      infoUrl.searchParams.set('access_token', accessToken);
      const info = TokenInfo.safeParse(await checked(await send(infoUrl.toString()), 'tokeninfo'));
      if (!info.success) throw unusable('tokeninfo answer malformed', info.error.issues);
      if (info.data.aud !== id && info.data.azp !== id)
        throw refused('access token issued to another client');

      const response = await send(userinfo_endpoint, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}` },
      });
      const profile = toProfile(await checked(response, 'userinfo'));
      if (info.data.sub && info.data.sub !== profile.sub)
        throw refused('tokeninfo and userinfo disagree on the user');
      return profile;
    },
  };
}

/**
 * The OAuth state: an expiry and a nonce under an HMAC, so the callback can check it came from here
 * and is recent without storing anything.
 */
export function createState(appKey: string, now = Date.now()): string {
  const body = `${now + STATE_TTL_MS}.${randomToken(16)}`;
  return `${body}.${hmac(appKey, `google-state:${body}`)}`;
}

export function verifyState(appKey: string, state: string, now = Date.now()): boolean {
  const [expires, nonce, signature, ...rest] = state.split('.');
  if (!expires || !nonce || !signature || rest.length) return false;
  if (!safeEqual(signature, hmac(appKey, `google-state:${expires}.${nonce}`))) return false;
  return Number(expires) > now;
}

/** Finds the account for a verified Google profile: by Google id, then by e-mail (linking it), else creates one. */
export async function signInWithGoogle(
  prisma: PrismaClient,
  config: Config,
  profile: GoogleProfile,
): Promise<UserRow> {
  const linked = await prisma.user.findUnique({ where: { googleSub: profile.sub } });
  if (linked) return linked;

  const existing = await prisma.user.findUnique({ where: { email: profile.email } });
  if (existing) return link(prisma, existing, profile);

  const user = await prisma.user
    .create({
      data: {
        email: profile.email,
        name: profile.givenName,
        lastname: profile.familyName,
        emailVerifiedAt: new Date(),
        googleSub: profile.sub,
        googleConnected: true,
        status: config.SIGNUP_APPROVAL === 'auto' ? USER_STATUS.active : USER_STATUS.inactive,
      },
    })
    .catch((error: unknown) => {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return null;
      throw error;
    });
  if (user) return user;
  // Two first sign-ins raced (a double click); the other one created the account.
  const raced = await prisma.user.findFirst({
    where: { OR: [{ googleSub: profile.sub }, { email: profile.email }] },
  });
  if (!raced) throw authFailed();
  return raced.googleSub === profile.sub ? raced : link(prisma, raced, profile);
}

async function link(prisma: PrismaClient, user: UserRow, profile: GoogleProfile): Promise<UserRow> {
  // The address already belongs to another Google account; taking the account over silently is worse than refusing.
  if (user.googleSub && user.googleSub !== profile.sub) {
    throw authFailed();
  }
  if (!user.emailVerifiedAt) {
    // Nobody proved owning this address before: whoever registered it may not be the Google account's
    // owner, so their password and sessions must not survive the link (pre-account-takeover).
    await revokeAllTokens(prisma, user.id);
    return prisma.user.update({
      where: { id: user.id },
      data: {
        googleSub: profile.sub,
        googleConnected: true,
        emailVerifiedAt: new Date(),
        passwordHash: null,
      },
    });
  }
  return prisma.user.update({
    where: { id: user.id },
    data: { googleSub: profile.sub, googleConnected: true },
  });
}
