// Presenters: records, steps and refusals → localized text and buttons. Public text only ever
// comes from public views and redacted events (eventsFor(events, null)); secrets text is built
// for its owner only.
import type { AppError, Step } from '../app/service.js';
import type { GameRecord } from '../app/record.js';
import {
  deckOf, eventsFor, getMap, legalActions, placeableNow, setsInHand, viewFor, waitingFor, effectiveMission, objectiveByNumber,
  type Action, type GameEvent, type GameState, type PlayerId, type RuleOptions,
} from '../engine/index.js';
import type { GoalOverlay } from '../app/images.js';
import { cat, phaseName, type Catalogue, type Namer } from '../i18n/catalogue.js';
import { slash, type CommandKey } from '../i18n/commands.js';
import { diceLine, rollShort } from '../i18n/dice.js';
import { rulesLines } from '../i18n/rules.js';
import { COLOUR_EMOJI, LANGUAGE_NAMES, labelLocale, mapIdFor, missionText, objectiveText, territoryName, type Locale } from '../i18n/names.js';
import { getRuleset } from '../rules/registry.js';
import type { Button } from './surface.js';
import { armiesOn, controller } from '../engine/index.js';

export function namer(r: GameRecord, locale: Locale): Namer {
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  return {
    t: (id) => territoryName(mapId, id, tl),
    p: (id) => playerLabel(r, id),
    list: (items) => items.join(', '),
  };
}

export function playerLabel(r: GameRecord, p: PlayerId): string {
  const st = r.state?.players[p];
  if (st) return `${COLOUR_EMOJI[st.colour]} ${st.name}`;
  return r.seats[p]?.name ?? `#${p}`;
}

// ---- custom ids: g:<gameId>:<rev>:<verb>:<args…> ----

export interface ButtonId { gameId: string; rev: number; verb: string; args: string[] }

export function buttonId(r: GameRecord, verb: string, ...args: (string | number)[]): string {
  return ['g', r.gameId, r.rev, verb, ...args].join(':');
}

export function parseButtonId(id: string): ButtonId | null {
  const parts = id.split(':');
  if (parts[0] !== 'g' || parts.length < 4) return null;
  return { gameId: parts[1], rev: Number(parts[2]), verb: parts[3], args: parts.slice(4) };
}

// ---- steps → lines ----


/** Lines for one human's step, in order (a blitz becomes one summary with all its rolls). */
export function describeEvents(r: GameRecord, events: GameEvent[], locale: Locale): string[] {
  const c = cat(locale);
  const n = namer(r, locale);
  const out: string[] = [];
  const pub = eventsFor(events, null);
  let blitz: { actor: number; from: string; to: string; rolls: string[]; al: number; dl: number } | null = null;
  const isBlitz = pub.some((e) => e.type === 'blitzStopped');
  for (const e of pub) {
    switch (e.type) {
      case 'phaseChanged':
        if (e.phase === 'fortify' && r.state) out.push(c.ui.fortifyPhase(n.p(r.state.turn.player)));
        break;
      case 'gameStarted': case 'diceRolled': case 'setupFinished': case 'missionChanged': case 'defencePreferenceSet':
        break;
      case 'territoriesDealt':
        break;
      case 'simultaneousPlacementStarted': out.push(c.ui.simultaneousStarted); break;
      case 'placementPlanned': case 'placementCleared': break; // private: never in the channel (eventsFor drops them)
      case 'placementConfirmed': out.push(c.ui.placementConfirmed(n.p(e.player), e.random)); break;
      case 'placementsRevealed':
        out.push(c.ui.placementsRevealed(Object.entries(e.placements)
          .map(([p, plan]) => `${n.p(Number(p))} ${Object.entries(plan).map(([t, k]) => `${n.t(t)} +${k}`).join(', ') || '—'}`).join(' · ')));
        break;
      case 'territoryClaimed': out.push(c.ui.claimed(n.p(e.player), n.t(e.territory))); break;
      case 'armiesPlaced':
        if (e.lost) out.push(c.ui.armiesLost(e.neutral || r.state?.players[e.player]?.kind === 'neutral' ? COLOUR_EMOJI.neutral : n.p(e.player), e.lost));
        else out.push(c.ui.placed(e.neutral ? COLOUR_EMOJI.neutral : n.p(e.player), e.count, n.t(e.territory)));
        break;
      case 'hqChosen': out.push(c.ui.hqChosenPublic(n.p(e.player))); break;
      case 'hqsRevealed': out.push(c.ui.hqsRevealed(Object.entries(e.hqs).map(([p, t]) => `${n.p(Number(p))} ${n.t(t)}`).join(', '))); break;
      case 'turnStarted': out.push(c.ui.turnStarted(n.p(e.player), e.round, e.reinforcements)); break;
      case 'neutralReinforcements': out.push(c.ui.neutralReinforce(n.p(e.placer), e.armies)); break;
      case 'cardsTraded': out.push(c.ui.traded(n.p(e.player), e.armies + e.territoryBonus.reduce((a, b) => a + b.armies, 0))); break;
      case 'battleResolved':
        if (isBlitz) {
          blitz ??= { actor: e.attacker, from: e.from, to: e.to, rolls: [], al: 0, dl: 0 };
          blitz.rolls.push(rollShort(e.attack, e.defence, e.attackerLost, e.defenderLost));
          blitz.al += e.attackerLost;
          blitz.dl += e.defenderLost;
        } else {
          out.push(c.ui.attack(n.p(e.attacker), n.t(e.from), n.t(e.to), diceLine(e.attack, e.defence), e.attackerLost, e.defenderLost));
        }
        break;
      case 'blitzStopped':
        if (blitz) {
          let rolls = blitz.rolls.join(' · ');
          if (rolls.length > 600) rolls = `${rolls.slice(0, 600)}…`;
          out.push(`${c.ui.blitzSummary(n.p(blitz.actor), n.t(blitz.from), n.t(blitz.to), blitz.rolls.length, blitz.al, blitz.dl)} 🎲 ${rolls}`);
          blitz = null;
        }
        break;
      case 'territoryConquered': out.push(c.ui.conquered(n.p(e.player), n.t(e.to), e.min, e.max)); break;
      case 'armiesMoved': out.push(c.ui.moved(n.p(e.player), e.count, n.t(e.from), n.t(e.to))); break;
      case 'hqCaptured': out.push(c.ui.hqCaptured(n.p(e.player), n.t(e.hq), n.p(e.owner))); break;
      case 'playerEliminated': out.push(c.ui.eliminated(n.p(e.player), e.by === null ? '—' : n.p(e.by))); break;
      case 'cardDrawn': out.push(c.ui.cardDrawn(n.p(e.player))); break;
      case 'cardReceived': out.push(c.ui.cardsReceived(n.p(e.player), n.p(e.from), e.count)); break;
      case 'turnEnded': out.push(c.ui.turnEnded(n.p(e.player))); break;
      case 'playerAbandoned': out.push(c.ui.abandoned(n.p(e.player))); break;
      case 'dieRerolled': out.push(`🎲 ${n.p(e.player)} ↻ ${e.value}`); break;
      case 'commanderUsed': out.push(`🎖️ ${n.p(e.player)} → 6`); break;
      case 'timeLimitReached':
        out.push(e.lastRound !== null ? c.ui.timeLimitLastRound(e.lastRound) : e.extendedTo !== null ? c.ui.timeLimitExtended : c.ui.timeLimit);
        break;
      case 'sdadataRolled': out.push(c.ui.sdadata(n.p(e.player), e.dice[0], e.dice[1], e.threshold, e.ended)); break;
      case 'gameOver': {
        out.push(c.ui.gameOver(e.winners.map(n.p).join(', ') || '—', c.goal[e.reason]));
        if (e.scores) out.push(c.ui.scores(Object.entries(e.scores).map(([p, v]) => `${n.p(Number(p))} ${v}`).join(', ')));
        break;
      }
    }
  }
  return out;
}

/** Lines only `viewer` may read (C-SET-7 plans); empty when the events hold nothing private for them. */
export function describePrivateEvents(r: GameRecord, events: GameEvent[], viewer: number, locale: Locale): string[] {
  const c = cat(locale);
  const n = namer(r, locale);
  const out: string[] = [];
  for (const e of eventsFor(events, viewer)) {
    if (e.type === 'placementPlanned' && e.player === viewer) out.push(c.ui.placementPlanned(e.count, n.t(e.territory), r.state ? placeableNow(r.state, viewer, false) : 0));
    else if (e.type === 'placementCleared' && e.player === viewer) out.push(c.ui.placementCleared);
  }
  return out;
}

/** AI (and timer) steps summarised one line per turn; important lines kept verbatim. */
export function describeAiSteps(r: GameRecord, steps: Step[], locale: Locale): string[] {
  const c = cat(locale);
  const n = namer(r, locale);
  const lines: string[] = [];
  let cur: { p: number; round: number; placed: number; attacks: number; took: string[]; moved: number } | null = null;
  const flush = () => {
    if (!cur) return;
    if (!cur.placed && !cur.attacks && !cur.took.length && !cur.moved) { cur = null; return; }
    const parts = [`+${cur.placed}`];
    if (cur.attacks) parts.push(`⚔️×${cur.attacks}`);
    if (cur.took.length) parts.push(`🚩 ${cur.took.join(', ')}`);
    if (cur.moved) parts.push(`↪ ${cur.moved}`);
    lines.push(`R${cur.round} ${n.p(cur.p)}: ${parts.join(' · ')}`);
    cur = null;
  };
  for (const step of steps) {
    for (const e of eventsFor(step.events, null)) {
      if (e.type === 'turnStarted') { flush(); cur = { p: e.player, round: e.round, placed: 0, attacks: 0, took: [], moved: 0 }; continue; }
      cur ??= { p: step.actor < 0 ? 0 : step.actor, round: r.state?.turn.round ?? 0, placed: 0, attacks: 0, took: [], moved: 0 };
      if (e.type === 'armiesPlaced') cur.placed += e.count;
      else if (e.type === 'battleResolved') cur.attacks++;
      else if (e.type === 'territoryConquered') cur.took.push(n.t(e.to));
      else if (e.type === 'armiesMoved' && e.reason === 'fortify') cur.moved += e.count;
      else if (['playerEliminated', 'gameOver', 'hqCaptured', 'hqsRevealed', 'timeLimitReached', 'sdadataRolled', 'playerAbandoned', 'territoriesDealt', 'placementConfirmed', 'placementsRevealed'].includes(e.type)) {
        if (e.type === 'territoriesDealt') continue;
        flush();
        lines.push(...describeEvents(r, [e], locale));
      }
    }
  }
  flush();
  void c;
  return lines;
}

/** Fits lines into a Discord message: keeps the last ones (and says how many were cut). */
export function fit(lines: string[], max = 1900): string {
  let text = lines.join('\n');
  if (text.length <= max) return text;
  const kept: string[] = [];
  let len = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (len + lines[i].length + 1 > max - 40) break;
    kept.unshift(lines[i]);
    len += lines[i].length + 1;
  }
  text = `… (+${lines.length - kept.length})\n${kept.join('\n')}`;
  return text.slice(0, 2000);
}

// ---- who is to play ----

export function waitingText(r: GameRecord, locale: Locale, mention: (id: string) => string): { text: string; mentions: string[] } {
  const s = r.state;
  if (!s || s.phase.kind === 'over') return { text: '', mentions: [] };
  const c = cat(locale);
  const who = waitingFor(s);
  const humans = who.filter((p) => r.seats[p]?.userId && !r.seats[p].autopilot && r.seats[p].kind === 'human');
  const phase = c.phase[s.phase.kind] ?? s.phase.kind;
  if (humans.length === 0) return { text: c.ui.waitingFor(who.map((p) => playerLabel(r, p)).join(', ')), mentions: [] };
  const ids = humans.map((p) => r.seats[p].userId!);
  return { text: c.ui.turnOf(ids.map(mention).join(' '), phase), mentions: ids };
}

// ---- secrets (owner only) ----

export function cardLabel(r: GameRecord, card: number, locale: Locale): string {
  const c = cat(locale);
  const deck = deckOf(getMap(mapIdFor(r.ruleset)));
  const k = deck[card];
  return k.territory ? `${territoryName(mapIdFor(r.ruleset), k.territory, labelLocale(r.ruleset, locale))} (${c.symbol[k.symbol]})` : `🃏 ${c.symbol.wild}`;
}

export function setsText(r: GameRecord, p: PlayerId, locale: Locale): string[] {
  const s = r.state!;
  const sets = setsInHand(s.players[p].hand, deckOf(getMap(s.map)), s.options.cardValues, s.trades);
  return sets.slice(0, 3).map((x) => `${x.cards.map((k) => cardLabel(r, k, locale)).join(' + ')} = ${x.value}`);
}

export function secretsText(r: GameRecord, p: PlayerId, locale: Locale): string {
  const c = cat(locale);
  const s = r.state;
  if (!s) return c.ui.secretsNone;
  const v = viewFor(s, p).secrets!;
  const lines = [c.ui.secretsTitle];
  if (v.mission !== null) {
    const eff = effectiveMission(s, p);
    lines.push(c.ui.secretsMission(eff ? (eff.id === v.mission ? missionText(v.mission, locale) : (locale === 'fr' ? eff.text.fr : locale === 'it' ? missionText(eff.id, 'it') : eff.text.en)) : missionText(v.mission, locale)));
  }
  if (v.objective !== null) lines.push(c.ui.secretsObjective(objectiveText(v.objective, locale)));
  if (s.options.capitals) lines.push(v.hq ? c.ui.secretsHq(territoryName(s.map, v.hq, labelLocale(r.ruleset, locale))) : c.ui.secretsNoHq);
  lines.push(v.hand.length ? c.ui.secretsHand(v.hand.map((k) => cardLabel(r, k.id, locale)).join(', ')) : c.ui.secretsNoCards);
  const sets = setsText(r, p, locale);
  if (sets.length) lines.push(c.ui.secretsSets(sets.join(' | ')));
  return lines.join('\n');
}

/** The goal drawn on a player's private image: their objective or mission, with progress. */
export function goalOverlay(r: GameRecord, p: PlayerId, locale: Locale): GoalOverlay | null {
  const s = r.state;
  if (!s) return null;
  const me = s.players[p];
  const map = getMap(s.map);
  const held = (ts: string[]) => ts.filter((t) => controller(s, t) === p).length;
  const c = cat(locale);
  // Capitals: the player's own HQ is marked on their private image (secret until revealed).
  const hq = s.options.capitals ? me.hq : null;
  const withHq = (o: GoalOverlay | null): GoalOverlay | null => {
    if (!hq) return o;
    const line = c.ui.secretsHq(territoryName(s.map, hq, labelLocale(r.ruleset, locale)));
    return o ? { ...o, hq, lines: [...(o.lines ?? []), line] } : { highlight: [], title: line, hq };
  };
  if (me.objective !== null) {
    const o = objectiveByNumber(me.objective);
    return withHq({ highlight: o.territories, title: c.ui.goalObjective(o.number, o.name, held(o.territories), o.territories.length) });
  }
  const m = effectiveMission(s, p);
  if (!m) return withHq(null);
  const text = missionText(m.id, locale);
  if (m.type === 'continents') {
    const ts = map.continents.filter((x) => m.continents.includes(x.id)).flatMap((x) => x.territories);
    return withHq({ highlight: ts, title: text, lines: [c.ui.goalProgress(held(ts), ts.length)] });
  }
  if (m.type === 'territories') {
    const mine = map.territoryIds.filter((t) => controller(s, t) === p && armiesOn(s, t) >= m.minArmies);
    return withHq({ highlight: [], title: text, lines: [c.ui.goalProgress(mine.length, m.count)] });
  }
  const target = s.players.find((x) => x.colour === m.colour);
  const ts = target ? map.territoryIds.filter((t) => controller(s, t) === target.id) : [];
  return withHq({ highlight: ts, title: text });
}

// ---- status, rules ----

export function statusText(r: GameRecord, locale: Locale): string {
  const c = cat(locale);
  const s = r.state!;
  const v = viewFor(s, null);
  const who = waitingFor(s).map((p) => playerLabel(r, p)).join(', ') || '—';
  const lines = [c.ui.statusLine(r.ruleset, v.round, c.phase[s.phase.kind] ?? s.phase.kind, who)];
  for (const p of v.players) {
    if (p.kind === 'neutral' && p.territories === 0) continue;
    const status = p.status !== 'active' ? p.status : p.reserve > 0 ? `+${p.reserve}` : '';
    lines.push(c.ui.playerLine(p.name, COLOUR_EMOJI[p.colour], p.territories, p.armies, p.cards, status));
  }
  if (s.phase.kind === 'over') lines.push(...describeEvents(r, [{ type: 'gameOver', winners: s.phase.winners, reason: s.phase.reason, scores: s.phase.scores }], locale));
  return lines.join('\n');
}

export function rulesText(ruleset: GameRecord['ruleset'], options: Partial<RuleOptions>, locale: Locale, settings?: GameRecord['settings']): string {
  const rs = getRuleset(ruleset);
  return rulesLines(ruleset, { ...rs.defaults, ...options }, { min: rs.minPlayers, max: rs.maxPlayers }, locale, settings).join('\n');
}

// ---- refusals ----

const COMMAND_KEY_OF: Partial<Record<Action['type'], CommandKey>> = {
  claim: 'claim', place: 'place', placeNeutral: 'place', trade: 'trade', attack: 'attack', blitz: 'blitz', move: 'move',
  endPhase: 'end', endTurn: 'end', fortify: 'fortify', chooseHQ: 'hq', confirmPlacement: 'end',
};
/** The command for an action as the reader's client names it ("/placer" in French). */
function commandOf(type: string, locale: Locale): string | undefined {
  const key = COMMAND_KEY_OF[type as Action['type']];
  return key ? slash(locale, key) : undefined;
}

/** "Now you can: /place (3 left), /trade" with the sources of attacks when relevant. */
export function legalHint(r: GameRecord, p: PlayerId, locale: Locale): string {
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
      const froms = [...new Set(acts.filter((x): x is Extract<Action, { type: 'attack' }> => x.type === 'attack').map((x) => x.from))];
      parts.push(`${cmd} ← ${froms.slice(0, 8).map(n.t).join(', ')}${froms.length > 8 ? '…' : ''}`);
    } else if (a.type === 'move') {
      const counts = acts.filter((x): x is Extract<Action, { type: 'move' }> => x.type === 'move').map((x) => x.count);
      parts.push(`${cmd} ${Math.min(...counts)}–${Math.max(...counts)}`);
    } else parts.push(cmd);
  }
  return cat(locale).ui.legalNow(parts.join(', '));
}

export function refusalText(err: AppError, r: GameRecord | undefined, userId: string, locale: Locale): string {
  const c = cat(locale);
  switch (err.code) {
    case 'noGame': return c.ui.noGame;
    case 'gameExists': return c.ui.gameExists;
    case 'lobbyOnly': return r?.status === 'lobby' ? c.ui.notStarted : c.ui.alreadyStarted;
    case 'notSeated': return c.ui.notSeatedHere;
    case 'alreadySeated': return c.ui.alreadySeated;
    case 'lobbyFull': return c.ui.lobbyFull(err.max);
    case 'notEnoughPlayers': return c.ui.notEnoughPlayers(err.min);
    case 'onlyHost': return c.ui.onlyHost;
    case 'stale': return c.ui.stale;
    case 'badOption': return c.ui.badOption(err.option, err.allowed.map((v) => (v === null ? 'none' : String(v))).join(', '));
    case 'rule': {
      if (!r) return c.ui.noGame;
      let rule = err.rule;
      if (rule.code === 'wrongPhase') {
        // Actions without a command (C-SET-7's clear and random placement: buttons) are left out.
        const allowed = [...new Set(rule.allowed.map((a) => commandOf(a, locale)).filter((x): x is string => !!x))];
        rule = { ...rule, phase: phaseName(c, rule.phase), allowed };
      }
      const n = namer(r, locale);
      const fn = c.errors[rule.code] as (e: typeof rule, n: Namer) => string;
      const seat = r.seats.findIndex((s) => s.userId === userId);
      let text = fn(rule, n);
      if (rule.code === 'notYourTurn' && r.state) text = c.ui.notYourTurnNamed(waitingFor(r.state).map((p) => playerLabel(r, p)).join(', '));
      const hint = rule.code === 'notYourTurn' || rule.code === 'gameOver' ? '' : legalHint(r, seat, locale);
      return hint ? `${text}\n${hint}` : text;
    }
  }
}

// ---- lobby ----

export function lobbyText(r: GameRecord, locale: Locale, mention: (id: string) => string): string {
  const c = cat(locale);
  const rs = getRuleset(r.ruleset);
  const lines = [c.ui.lobbyTitle(r.ruleset, mention(r.hostId)), c.ui.lobbyLanguage(LANGUAGE_NAMES[r.locale]), c.ui.lobbySeats(rs.minPlayers, rs.maxPlayers)];
  for (let i = 0; i < rs.maxPlayers; i++) {
    const seat = r.seats[i];
    const colour = rs.colours[i];
    lines.push(`${i + 1}. ${COLOUR_EMOJI[colour]} ${seat ? (seat.userId ? mention(seat.userId) : seat.name) : c.ui.lobbyEmptySeat}`);
  }
  return lines.join('\n');
}

export function lobbyButtons(r: GameRecord, locale: Locale): Button[][] {
  const b = cat(locale).ui.btn;
  return [[
    { id: buttonId(r, 'join'), label: b.join, style: 'primary' },
    { id: buttonId(r, 'leave'), label: b.leave, style: 'secondary' },
    { id: buttonId(r, 'addai'), label: b.addAi, style: 'secondary' },
    { id: buttonId(r, 'start'), label: b.start, style: 'success' },
  ]];
}

// ---- buttons after a move ----

export function moveButtons(r: GameRecord, p: PlayerId, last: Action | null, locale: Locale): Button[][] {
  const b = cat(locale).ui.btn;
  const s = r.state;
  const secrets: Button = { id: buttonId(r, 'sec'), label: b.secrets, style: 'secondary' };
  if (!s || s.phase.kind === 'over') return [[secrets]];
  const row: Button[] = [];
  const legal = waitingFor(s).includes(p) ? legalActions(s, p) : [];
  const phase = s.phase;
  if (phase.kind === 'attack' && phase.conquest) {
    row.push({ id: buttonId(r, 'mv', phase.conquest.max), label: `${b.moveAll} (${phase.conquest.max})`, style: 'primary' });
    if (phase.conquest.min !== phase.conquest.max) row.push({ id: buttonId(r, 'mv', phase.conquest.min), label: `${b.moveMin} (${phase.conquest.min})`, style: 'secondary' });
  } else if (phase.kind === 'attack' && !phase.pendingRoll && !phase.elimTrade && legal.length) {
    if (last && (last.type === 'attack' || last.type === 'blitz')) {
      const again = legal.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack' && a.from === last.from && a.to === last.to);
      if (again.length) {
        const maxDice = Math.max(...again.map((a) => a.dice));
        const want = last.type === 'attack' ? Math.min(last.dice, maxDice) : maxDice;
        row.push({ id: buttonId(r, 'atk', last.from, last.to, want), label: b.attackAgain, style: 'danger' });
        row.push({ id: buttonId(r, 'blz', last.from, last.to), label: b.blitz, style: 'danger' });
      }
    }
    row.push({ id: buttonId(r, 'end'), label: b.endAttack, style: 'secondary' });
    row.push({ id: buttonId(r, 'endt'), label: b.endTurn, style: 'secondary' });
  } else if (phase.kind === 'reinforce' && legal.length) {
    const trade = legal.find((a): a is Extract<Action, { type: 'trade' }> => a.type === 'trade');
    if (trade) row.push({ id: buttonId(r, 'trd', ...trade.cards), label: b.trade, style: 'primary' });
    if (legal.some((a) => a.type === 'endPhase')) row.push({ id: buttonId(r, 'end'), label: b.endPhase, style: 'secondary' });
  } else if (phase.kind === 'fortify' && legal.length) {
    row.push({ id: buttonId(r, 'endt'), label: b.endTurn, style: 'secondary' });
  }
  row.push(secrets);
  return [row.slice(0, 5)];
}

export type { Catalogue };
export function hasBoardChange(events: GameEvent[]): boolean {
  return events.some((e) => ['armiesPlaced', 'battleResolved', 'armiesMoved', 'territoryClaimed', 'territoriesDealt', 'hqCaptured', 'playerEliminated', 'gameOver'].includes(e.type));
}
export function stateOf(r: GameRecord): GameState | null { return r.state; }
