// A whole game played by one human seat through taps only (the scripted phone player of each
// ruleset's tap module), with the taps and the channel messages of each human turn counted.
import { expect } from 'vitest';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { rng, type tapTable } from './tap-table.ts';

type Table = Awaited<ReturnType<typeof tapTable>>;
interface TurnMemo {
  turn: string;
}
type Tapper<M extends TurnMemo> = (
  table: Table['table'],
  who: string,
  attacks: number,
  rand: () => number,
  memo: M,
) => string;

/** The median of the taps per human turn. */
export function median(perTurn: Map<number, number>): number {
  const xs = [...perTurn.values()].sort((a, b) => a - b);
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

export interface TappedGame {
  out: LocalOutput[];
  taps: number;
  tapsPerTurn: Map<number, number>;
  messagesPerTurn: Map<number, number>;
  /** Picture bytes uploaded (posted, edited in, sent by DM) during each human turn's taps. */
  bytesPerTurn: Map<number, number>;
  record: MapRecord;
}

/**
 * Opens the game with `opening` (each line accepted), then lets alice tap until the game is over
 * or she is out, at most `maxTaps` taps. Every tap must be a legal step: no error and no private
 * refusal (a private menu of cards, or its "✓ Done" once picked, is none).
 */
export async function playByTaps<M extends TurnMemo>(
  { table, service }: Table,
  opening: readonly string[],
  tap: { next: Tapper<M>; memo: () => M; seed: number; maxTaps: number },
): Promise<TappedGame> {
  const out: LocalOutput[] = [];
  const run = async (line: string) => {
    const o = await table.run(line);
    out.push(...o);
    return o;
  };
  for (const line of opening) expect((await run(line)).filter((o) => o.kind === 'error')).toEqual([]);
  const rand = rng(tap.seed);
  const memo = tap.memo();
  const tapsPerTurn = new Map<number, number>();
  const messagesPerTurn = new Map<number, number>();
  const bytesPerTurn = new Map<number, number>();
  let attacks = 0;
  let taps = 0;
  for (; taps < tap.maxTaps; taps++) {
    const r = asMap((await service.get('local'))!);
    if (r.status === 'over' || r.state!.players[0].status !== 'active') break;
    const turn = r.state!.turn.number;
    if (`${turn}` !== memo.turn) {
      Object.assign(memo, tap.memo(), { turn: `${turn}` });
      attacks = 0;
    }
    const line = tap.next(table, 'alice', attacks, rand, memo);
    if (process.env.TAPS_DEBUG2)
      console.log(
        r.state!.phase.kind,
        line,
        JSON.stringify(table.controlsFor('alice').selects.map((x) => x.placeholder)),
      );
    const bytes = table.imageBytes;
    const o = await run(line);
    bytesPerTurn.set(turn, (bytesPerTurn.get(turn) ?? 0) + table.imageBytes - bytes);
    const refusal = (x: LocalOutput) => x.kind === 'ephemeral' && !x.selects?.length && !/✓ Done/.test(x.text);
    expect(
      o.filter((x) => x.kind === 'error' || refusal(x)).map((x) => x.text),
      line,
    ).toEqual([]);
    if (/click (🎲|Blitz|Attack again)/.test(line)) attacks++;
    tapsPerTurn.set(turn, (tapsPerTurn.get(turn) ?? 0) + 1);
    messagesPerTurn.set(turn, (messagesPerTurn.get(turn) ?? 0) + o.filter((x) => x.kind === 'channel').length);
  }
  expect(taps).toBeLessThan(tap.maxTaps);
  return { out, taps, tapsPerTurn, messagesPerTurn, bytesPerTurn, record: asMap((await service.get('local'))!) };
}
