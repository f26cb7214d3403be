// Who may use a link and how many live streams an address may hold. A seat link is good only
// while its user still plays that seat: a kicked or abandoning player (their armies passive,
// R-ABN-1), a seat the AI took over or another user now holds, all lose it, for viewing too.
// Addresses are counted by the block one client can hold: an IPv6 client usually gets a whole
// /64 (2^64 addresses), so it counts as one; IPv4 counts per address, and a /24 (or IPv6 /48)
// network has a larger cap of its own so a rented block cannot take every stream either.
import { isIPv4, isIPv6 } from 'node:net';
import type { GameRecord } from '../app/record.js';
import type { LinkClaims } from './links.js';

/** True when the claims' seat (if any) is still played by the user the link was made for. */
export function holdsSeat(record: GameRecord, claims: LinkClaims): boolean {
  if (claims.scope.kind !== 'seat') return true;
  const seat = record.seats[claims.scope.seat];
  if (!seat || seat.kind !== 'human' || seat.userId !== claims.scope.userId) return false;
  const player = (record.state as { players?: { status?: string }[] } | null | undefined)?.players?.[claims.scope.seat];
  // A passive seat was abandoned or kicked (R-ABN-1): nobody plays it any more.
  return player?.status !== 'passive';
}

/** The client block (IPv6 /64, IPv4 address) and the network around it (IPv6 /48, IPv4 /24). */
export function addressBlocks(ip: string): { client: string; network: string } {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? (isIPv4(ip) ? ip : null);
  if (v4) return { client: v4, network: `${v4.split('.').slice(0, 3).join('.')}.0/24` };
  if (!isIPv6(ip)) return { client: ip, network: ip };
  const groups = expandIPv6(ip);
  return { client: `${groups.slice(0, 4).join(':')}::/64`, network: `${groups.slice(0, 3).join(':')}::/48` };
}

function expandIPv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const a = head ? head.split(':') : [];
  const b = tail ? tail.split(':') : [];
  const zeros = ip.includes('::') ? Array(8 - a.length - b.length).fill('0') : [];
  return [...a, ...zeros, ...b].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

export interface StreamCaps {
  /** Live streams from one client block, from one network, and in all. */
  perClient: number;
  perNetwork: number;
  total: number;
}

/** Counts open streams per client block and network; `take` refuses past a cap. */
export class StreamCounter {
  private readonly counts = new Map<string, number>();
  private all = 0;
  constructor(private readonly caps: StreamCaps) {}

  /** Reserves a stream for `ip`, or returns false (a cap is reached). `release` gives it back. */
  take(ip: string): { release(): void } | null {
    const { client, network } = addressBlocks(ip);
    const c = `c ${client}`;
    const n = `n ${network}`;
    if (
      this.all >= this.caps.total ||
      (this.counts.get(c) ?? 0) >= this.caps.perClient ||
      (this.counts.get(n) ?? 0) >= this.caps.perNetwork
    )
      return null;
    this.all++;
    for (const k of [c, n]) this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
    let done = false;
    return {
      release: () => {
        if (done) return;
        done = true;
        this.all--;
        for (const k of [c, n]) {
          const left = (this.counts.get(k) ?? 1) - 1;
          if (left > 0) this.counts.set(k, left);
          else this.counts.delete(k);
        }
      },
    };
  }
}
