// Refusals: the typed error → a localized sentence and what is legal now.
import { scheduleCat } from '../../i18n/schedule.js';
import { reliability } from '../../i18n/reliability.js';
import type { AppError } from '../../app/service.js';
import type { GameRecord } from '../../app/record.js';
import { isMapRecord, type MapRecord } from '../games/map/record.js';
import { presenterOf } from '../games/registry.js';
import {
  legalActions,
  placeableNow,
  waitingFor,
  type Action,
  type PlayerId,
  type RuleError,
} from '../../engine/index.js';
import { cat, phaseName, type Namer } from '../../i18n/catalogue.js';
import { optionName, slash, type CommandKey } from '../../i18n/commands.js';
import type { Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import { fogWords } from '../../i18n/fog.js';
import { rulesetsOffering } from '../queries.js';
import { namer, playerLabel } from './names.js';

const COMMAND_KEY_OF: Partial<Record<Action['type'], CommandKey>> = {
  claim: 'claim',
  place: 'place',
  placeNeutral: 'place',
  trade: 'trade',
  attack: 'attack',
  blitz: 'blitz',
  move: 'move',
  endPhase: 'end',
  endTurn: 'end',
  fortify: 'fortify',
  chooseHQ: 'hq',
  confirmPlacement: 'end',
};
/** The command for an action as the reader's client names it ("/placer" in French). */
function commandOf(type: string, locale: Locale): string | undefined {
  const key = COMMAND_KEY_OF[type as Action['type']];
  return key ? slash(locale, key) : undefined;
}

/** "Now you can: /place (3 left), /trade" with the sources of attacks when relevant. */
export function legalHint(r: MapRecord, p: PlayerId, locale: Locale): string {
  const s = r.state;
  if (!s || p < 0) return '';
  const acts = legalActions(s, p);
  if (!acts.length) return '';
  const n = namer(r, locale);
  const parts: string[] = [];
  const seen = new Set<string>();
  for (const a of acts) {
    const cmd = commandOf(a.type, locale);
    if (!cmd || seen.has(cmd)) continue;
    seen.add(cmd);
    if (a.type === 'place') parts.push(`${cmd} (${placeableNow(s, p, false)})`);
    else if (a.type === 'attack') {
      const froms = [
        ...new Set(
          acts.filter((x): x is Extract<Action, { type: 'attack' }> => x.type === 'attack').map((x) => x.from),
        ),
      ];
      parts.push(`${cmd} ← ${froms.slice(0, 8).map(n.t).join(', ')}${froms.length > 8 ? '…' : ''}`);
    } else if (a.type === 'move') {
      const counts = acts.filter((x): x is Extract<Action, { type: 'move' }> => x.type === 'move').map((x) => x.count);
      parts.push(`${cmd} ${Math.min(...counts)}–${Math.max(...counts)}`);
    } else parts.push(cmd);
  }
  return parts.length ? cat(locale).ui.legalNow(parts.join(', ')) : '';
}

export function refusalText(err: AppError, rec: GameRecord | undefined, userId: string, locale: Locale): string {
  // A family with its own rules' words answers for them; the map's are worded below.
  const own = err.code === 'rule' && rec ? presenterOf(rec).ruleRefusal(rec, err.rule, locale) : null;
  if (own !== null) return own;
  const r = rec && isMapRecord(rec) ? rec : undefined;
  const c = cat(locale);
  switch (err.code) {
    case 'noGame':
      return c.ui.noGame;
    case 'gameExists':
      return c.ui.gameExists;
    case 'lobbyOnly':
      return rec?.status === 'lobby' ? c.ui.notStarted : c.ui.alreadyStarted;
    case 'notSeated':
      return c.ui.notSeatedHere;
    case 'alreadySeated':
      return c.ui.alreadySeated;
    case 'lobbyFull':
      return c.ui.lobbyFull(err.max);
    case 'notEnoughPlayers':
      return c.ui.notEnoughPlayers(err.min);
    case 'onlyHost':
      return c.ui.onlyHost;
    case 'stale':
      return c.ui.stale;
    case 'nothingToUndo':
      return panelCat(locale).nothingToUndo;
    case 'duplicate':
      return reliability(locale).duplicate;
    case 'startInPast':
      return scheduleCat(locale).inPast;
    case 'startTooFar':
      return scheduleCat(locale).tooFar(err.days);
    case 'badStartSeats':
      return scheduleCat(locale).badSeats(err.min, err.max);
    case 'unreadable':
      return reliability(locale).unreadable(err.errorId);
    case 'badOption':
      return c.ui.badOption(err.option, err.allowed.map((v) => (v === null ? 'none' : String(v))).join(', ') || '—');
    case 'optionNotInRuleset':
      // FOG-1: say which rulesets play under fog (Risk Express has no board to hide).
      if (err.option === 'fog') return fogWords[locale].notOffered(err.ruleset, rulesetsOffering('fog').join(', '));
      return c.ui.optionNotInRuleset(
        err.ruleset,
        optionName(err.option, locale),
        err.legal.map((o) => optionName(o, locale)).join(', '),
      );
    case 'rule': {
      if (!r) return c.ui.noGame;
      let rule = err.rule as RuleError;
      if (rule.code === 'wrongPhase') {
        // Actions without a command (C-SET-7's clear and random placement: buttons) are left out.
        const allowed = [...new Set(rule.allowed.map((a) => commandOf(a, locale)).filter((x): x is string => !!x))];
        rule = { ...rule, phase: phaseName(c, rule.phase), allowed };
      }
      const n = namer(r, locale);
      const fn = c.errors[rule.code] as (e: typeof rule, n: Namer) => string;
      const seat = r.seats.findIndex((s) => s.userId === userId);
      let text = fn(rule, n);
      if (rule.code === 'notYourTurn' && r.state)
        text = c.ui.notYourTurnNamed(
          waitingFor(r.state)
            .map((p) => playerLabel(r, p))
            .join(', '),
        );
      // wrongPhase already lists what is legal: the hint would say it twice.
      const hint =
        rule.code === 'notYourTurn' || rule.code === 'gameOver' || rule.code === 'wrongPhase'
          ? ''
          : legalHint(r, seat, locale);
      return hint ? `${text}\n${hint}` : text;
    }
  }
}
