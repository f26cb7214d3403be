// Replays the recorded games of test/fixtures/replay-games*.json.gz (scripts/replay-record.ts)
// on the current engine: `npm run replay-check` and test/engine/replay-compat.test.ts.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import '../rules/registry.js'; // installs the engine's ruleset lookup
import { applyAction } from '../engine/apply.js';
import { newGame } from '../engine/setup.js';
import { digestState, type RecordedGame } from './digest.js';

export const FIXTURE = new URL('../../test/fixtures/replay-games.json.gz', import.meta.url);
/** Every map ruleset and player count, recorded on 2026-11-23 (after issue 7's rule fixes). */
export const FIXTURE_ALL = new URL('../../test/fixtures/replay-games-all.json.gz', import.meta.url);

/**
 * Recorded games a rule fix of issue 7 changes, by index, with the rule. M-7: in `missions` the
 * cards won by an elimination are traded in the next reinforce phase, so the recorded
 * immediate trade during the attack (the 1992 C-ELM-2) is refused there.
 */
export const CHANGED_BY_RULE_FIX: Readonly<Record<number, 'M-7'>> = {
  307: 'M-7',
  419: 'M-7',
  643: 'M-7',
  699: 'M-7',
  929: 'M-7',
};

/** Whether a replay's refusal is the one the rule fix predicts. */
export function explainedByFix(g: RecordedGame, refused: string): boolean {
  return (
    g.input.ruleset === 'missions' &&
    /"type":"trade"/.test(refused) &&
    /"code":"wrongPhase","phase":"attack"/.test(refused)
  );
}

export function loadRecorded(fixture: URL = FIXTURE): RecordedGame[] {
  return (JSON.parse(gunzipSync(readFileSync(fixture)).toString('utf8')) as { games: RecordedGame[] }).games;
}

/** The digest the current engine reaches, or the first refusal. */
export function replayDigest(g: RecordedGame): { digest: string } | { refused: string } {
  const created = newGame(g.input, { now: g.start });
  if (!created.ok) return { refused: `newGame: ${created.error.code}` };
  let s = created.value.state;
  for (let i = 0; i < g.actions.length; i++) {
    const [actor, action] = g.actions[i];
    const r = applyAction(s, actor, action, { now: g.start + (i + 1) * g.step });
    if (!r.ok) return { refused: `action ${i} ${JSON.stringify(action)}: ${JSON.stringify(r.error)}` };
    s = r.value.state;
  }
  return { digest: digestState(s) };
}
