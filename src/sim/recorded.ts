// Replays the recorded games of test/fixtures/replay-games*.json.gz (scripts/replay-record.ts)
// on the current engine: `npm run replay-check` and test/engine/replay-compat.test.ts.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { getRuleset } from '../rules/registry.js'; // installs the engine's ruleset lookup
import { capitals } from '../rules/capitals.js';
import { napoleonTeams } from '../rules/napoleon-teams.js';
import type { Ruleset } from '../rules/ruleset.js';
import { applyAction } from '../engine/apply.js';
import { goldenCavalier } from '../rules/card-values.js';
import { setRulesetResolver } from '../engine/ruleset-source.js';
import type { RulesetId } from '../engine/types.js';
import { K3_ALL, K3_MAIN, NT6_ALL } from './rule-fix-games.js';
import { newGame } from '../engine/setup.js';
import { digestState, type RecordedGame } from './digest.js';

export const FIXTURE = new URL('../../test/fixtures/replay-games.json.gz', import.meta.url);
/** Every map ruleset and player count, recorded on 2026-11-23 (after issue 7's rule fixes). */
export const FIXTURE_ALL = new URL('../../test/fixtures/replay-games-all.json.gz', import.meta.url);

/** A rule fix that changes recorded games (issue 7: M-7; issue 14: NT-6, K-3). */
export type RuleFix = 'M-7' | 'NT-6' | 'K-3';

/**
 * Recorded games of FIXTURE a rule fix changes, by index, with the rule. M-7: in `missions` the
 * cards won by an elimination are traded in the next reinforce phase, so the recorded
 * immediate trade during the attack (the 1992 C-ELM-2) is refused there. K-3: in `capitals`
 * 2000 the HQ cards now leave the deck when the HQs are chosen, so every later draw differs.
 */
export const CHANGED_BY_RULE_FIX: Readonly<Record<number, RuleFix>> = {
  307: 'M-7',
  419: 'M-7',
  643: 'M-7',
  699: 'M-7',
  929: 'M-7',
  ...listed('K-3', K3_MAIN),
};

/**
 * Recorded games of FIXTURE_ALL a rule fix changes. NT-6: `napoleon-teams` sets are priced by
 * their symbols (4, 6, 8, 10), no longer on the Golden Cavalier track; K-3 as above.
 */
export const CHANGED_BY_RULE_FIX_ALL: Readonly<Record<number, RuleFix>> = {
  ...listed('NT-6', NT6_ALL),
  ...listed('K-3', K3_ALL),
};

function listed(fix: RuleFix, indices: readonly number[]): Record<number, RuleFix> {
  return Object.fromEntries(indices.map((i) => [i, fix]));
}

/**
 * The rulesets as they were before a fix: a game the fix changes must replay to its recorded
 * final state under them (the proof that nothing else changed it).
 */
const BEFORE_FIX: Record<Exclude<RuleFix, 'M-7'>, Partial<Record<RulesetId, Ruleset>>> = {
  'NT-6': {
    'napoleon-teams': {
      ...napoleonTeams,
      defaults: { ...napoleonTeams.defaults, cardValues: 'goldenCavalier' },
      // the Golden Cavalier in place of the fixed sets, the team rules' plugin kept
      plugins: napoleonTeams.plugins!.map((p) => (p.name === 'fixed-sets' ? goldenCavalier : p)),
    },
  },
  'K-3': { capitals: { ...capitals, hqCardForms: ['1992'] } },
};

/** Whether a listed game differs as the fix predicts: refused (M-7), or changed and replaying exactly without the fix. */
export function changedByFix(g: RecordedGame, fix: RuleFix): boolean {
  const now = replayDigest(g);
  if (fix === 'M-7') return 'refused' in now && explainedByFix(g, now.refused);
  if ('digest' in now && now.digest === g.digest) return false;
  const before = replayDigest(g, BEFORE_FIX[fix]);
  return 'digest' in before && before.digest === g.digest;
}

/** Whether a replay's refusal is the one M-7 predicts: a trade during the attack, in a ruleset that defers an elimination's cards to the next reinforce phase. */
export function explainedByFix(g: RecordedGame, refused: string): boolean {
  return (
    getRuleset(g.input.ruleset).eliminationTrade === null &&
    /"type":"trade"/.test(refused) &&
    /"code":"wrongPhase","phase":"attack"/.test(refused)
  );
}

export function loadRecorded(fixture: URL = FIXTURE): RecordedGame[] {
  return (JSON.parse(gunzipSync(readFileSync(fixture)).toString('utf8')) as { games: RecordedGame[] }).games;
}

/** The digest the current engine reaches (with some rulesets replaced, for BEFORE_FIX), or the first refusal. */
export function replayDigest(
  g: RecordedGame,
  replaced: Partial<Record<RulesetId, Ruleset>> = {},
): { digest: string } | { refused: string } {
  const swap = Object.keys(replaced).length > 0;
  if (swap) setRulesetResolver((id) => replaced[id] ?? getRuleset(id));
  try {
    return replay(g);
  } finally {
    if (swap) setRulesetResolver(getRuleset);
  }
}

function replay(g: RecordedGame): { digest: string } | { refused: string } {
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
