// Signed live-map links. A link names one game, who may read it (everyone, or one seat held by
// one Discord user) and until when; an HMAC-SHA256 over those fields with the server's secret
// proves the bot made it. Nothing else is needed to check one, so any process (a shard, the
// web server) can verify what another signed. Pure apart from node:crypto.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a link is for: the public view, or one seat's own view (held by `userId` when signed). */
export type LinkScope = { kind: 'public' } | { kind: 'seat'; seat: number; userId: string };

export interface LinkClaims {
  gameId: string;
  scope: LinkScope;
  /** Epoch ms after which the link is refused. */
  expires: number;
}

/** How long a link stays good: a public one is pinned to the panel for the game's days; a private one is asked for again. */
export const PUBLIC_LINK_MS = 14 * 24 * 3600_000;
export const SEAT_LINK_MS = 24 * 3600_000;

/** Expiries on the hour: the panel's link stays the same between its edits within an hour. */
const onTheHour = (t: number) => Math.ceil(t / 3600_000) * 3600_000;
const b64 = (s: string | Buffer) => Buffer.from(s).toString('base64url');
const SAFE = /^[A-Za-z0-9_-]{1,200}$/;

/** Signs and checks link tokens: `<game>.<scope>.<expiry>.<mac>`, URL-safe. */
export class LinkSigner {
  private readonly key: Buffer;

  constructor(
    secret: string | Buffer,
    /** Where users reach the web server, without a trailing slash (PUBLIC_URL). */
    readonly publicUrl: string,
  ) {
    // A derived key: the same secret used elsewhere never signs links directly.
    this.key = createHmac('sha256', secret).update('risk live map links v1').digest();
    this.publicUrl = publicUrl.replace(/\/+$/, '');
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }

  token(c: LinkClaims): string {
    const scope = c.scope.kind === 'public' ? 'p' : `s${c.scope.seat}-${b64(c.scope.userId)}`;
    const body = `${b64(c.gameId)}.${scope}.${Math.floor(c.expires / 1000).toString(36)}`;
    return `${body}.${this.mac(body)}`;
  }

  /** The claims of a token this signer made and that has not expired; null for anything else (forged, altered, expired, malformed). */
  verify(token: string, now: number): LinkClaims | null {
    const parts = token.split('.');
    if (parts.length !== 4 || !parts.every((p) => SAFE.test(p))) return null;
    const [game, scope, exp, mac] = parts;
    const want = Buffer.from(this.mac(`${game}.${scope}.${exp}`));
    const got = Buffer.from(mac);
    if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
    const expires = parseInt(exp, 36) * 1000;
    if (!Number.isFinite(expires) || now > expires) return null;
    const gameId = Buffer.from(game, 'base64url').toString();
    if (scope === 'p') return { gameId, scope: { kind: 'public' }, expires };
    const m = /^s(\d{1,2})-([A-Za-z0-9_-]+)$/.exec(scope);
    if (!m) return null;
    return {
      gameId,
      scope: { kind: 'seat', seat: Number(m[1]), userId: Buffer.from(m[2], 'base64url').toString() },
      expires,
    };
  }

  publicLink(gameId: string, now: number): string {
    return `${this.publicUrl}/m/${this.token({ gameId, scope: { kind: 'public' }, expires: onTheHour(now + PUBLIC_LINK_MS) })}`;
  }

  seatLink(gameId: string, seat: number, userId: string, now: number): string {
    const scope: LinkScope = { kind: 'seat', seat, userId };
    return `${this.publicUrl}/m/${this.token({ gameId, scope, expires: onTheHour(now + SEAT_LINK_MS) })}`;
  }
}

// The process's signer, set by the composition root when the live map is on (WEB_PORT): the
// panel's link button and /risk map ask it; null means the live map is off and they say so.
let active: LinkSigner | null = null;

export function setLinkSigner(signer: LinkSigner | null): void {
  active = signer;
}

export function linkSigner(): LinkSigner | null {
  return active;
}
