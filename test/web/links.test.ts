// Live map links: signed tokens round-trip; any change to any part, another key, or the clock
// past the expiry is refused.
import { describe, expect, it } from 'vitest';
import { LinkSigner, PUBLIC_LINK_MS, SEAT_LINK_MS } from '../../src/web/links.js';

const signer = new LinkSigner('k1', 'https://risk.example/');
const now = 1_800_000_100_000; // 100 s past an hour

describe('live map links', () => {
  it('a public and a seat link carry their game, scope and expiry (on the hour)', () => {
    const pub = signer.publicLink('game-1', now);
    expect(pub.startsWith('https://risk.example/m/')).toBe(true);
    const c = signer.verify(pub.split('/m/')[1], now)!;
    expect(c.gameId).toBe('game-1');
    expect(c.scope).toEqual({ kind: 'public' });
    expect(c.expires).toBeGreaterThanOrEqual(now + PUBLIC_LINK_MS);
    expect(c.expires % 3600_000).toBe(0);
    // The panel's link is the same between its edits within the hour.
    expect(signer.publicLink('game-1', now + 60_000)).toBe(signer.publicLink('game-1', now));
    const seat = signer.seatLink('game-1', 3, '123456789012345678', now);
    expect(signer.verify(seat.split('/m/')[1], now)!.scope).toEqual({
      kind: 'seat',
      seat: 3,
      userId: '123456789012345678',
    });
    expect(signer.verify(seat.split('/m/')[1], now + SEAT_LINK_MS + 3600_000)).toBeNull();
  });

  it('refuses a changed character in any part, another key, an expired link and junk', () => {
    const token = signer.seatLink('game-1', 1, 'u1', now).split('/m/')[1];
    const parts = token.split('.');
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i];
      const changed = p.slice(0, -1) + (p.endsWith('A') ? 'B' : 'A');
      expect([i, signer.verify(parts.map((x, j) => (j === i ? changed : x)).join('.'), now)]).toEqual([i, null]);
    }
    expect(new LinkSigner('k2', 'https://risk.example').verify(token, now)).toBeNull();
    expect(signer.verify(token, now + 2 * SEAT_LINK_MS)).toBeNull();
    for (const junk of ['', 'a.b.c', 'a.b.c.d.e', `${token}.x`, '../../etc/passwd', 'a b.c.d.e'])
      expect(signer.verify(junk, now)).toBeNull();
  });
});
