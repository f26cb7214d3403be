// Events → lines, in order. Public text only ever comes from redacted events (eventsFor(events, null)).
import type { MapRecord } from '../games/map/record.js';
import { eventsFor, eventsInSight, placeableNow, type GameEvent, type RolledDice } from '../../engine/index.js';
import { fogWords } from '../../i18n/fog.js';
import { cat } from '../../i18n/catalogue.js';
import { diceLine, diceLineWith, rollShort, rollShortWith } from '../../i18n/dice.js';
import { COLOUR_EMOJI, type Locale } from '../../i18n/names.js';
import { advancedEventLines, isAdvancedEvent } from './advanced-events.js';
import { spiedSecretLine } from './advanced-content.js';
import { missionEventLine } from './missions.js';
import { campaignEventLine } from './campaign.js';
import { namer } from './names.js';
import { duelMessages, statusName } from '../../i18n/napoleon-duel.js';
import { getRuleset } from '../../rules/registry.js';

/** The exhaustiveness check of `describeEvents`: only an event type it does not word reaches it. */
const noLine = (_e: never): void => undefined;

/**
 * Lines for one human's step, in order (a blitz becomes one summary with all its rolls, where
 * its first roll was: before the conquest or the end it led to). `actor`: who made the step,
 * named when they place another army's armies (the neutral, an ally).
 */
export function describeEvents(
  r: MapRecord,
  events: GameEvent[],
  locale: Locale,
  actor?: number,
  /** The events are already those one seat may read (FOG-2: its own board's lines). */
  readable = false,
): string[] {
  const c = cat(locale);
  const n = namer(r, locale);
  const out: string[] = [];
  // FOG-4: under fog the channel reads what happened out of sight as "attacked from the fog"
  const pub = readable
    ? events
    : r.state
      ? eventsInSight(r.state, eventsFor(events, null), null)
      : eventsFor(events, null);
  let blitz: { actor: number; from: string; to: string; rolls: string[]; al: number; dl: number; at: number } | null =
    null;
  const isBlitz = pub.some((e) => e.type === 'blitzStopped');
  let rolled: RolledDice | null = null;
  // napoleon-advanced: its events in runs (a naval combat's rolls make one line)
  let advanced: GameEvent[] = [];
  for (const e of pub) {
    if (isAdvancedEvent(e)) {
      advanced.push(e);
      continue;
    }
    if (advanced.length) out.push(...advancedEventLines(r, advanced, locale));
    advanced = [];
    switch (e.type) {
      case 'phaseChanged':
        if (e.phase === 'fortify' && r.state) out.push(c.ui.fortifyPhase(n.p(r.state.turn.player)));
        break;
      case 'diceRolled':
        rolled = e.dice ?? null; // NA: told with the battle it leads to
        break;
      case 'gameStarted':
      case 'setupFinished':
      case 'missionChanged':
      case 'defencePreferenceSet':
        break;
      case 'territoriesDealt':
        break;
      case 'simultaneousPlacementStarted':
        out.push(c.ui.simultaneousStarted);
        break;
      case 'placementPlanned':
      case 'placementCleared':
        break; // private: never in the channel (eventsFor drops them)
      case 'placementConfirmed':
        out.push(c.ui.placementConfirmed(n.p(e.player), e.random));
        break;
      case 'placementsRevealed':
        out.push(
          c.ui.placementsRevealed(
            Object.entries(e.placements)
              .map(
                ([p, plan]) =>
                  `${n.p(Number(p))} ${
                    Object.entries(plan)
                      .map(([t, k]) => `${n.t(t)} +${k}`)
                      .join(', ') || '—'
                  }`,
              )
              .join(' · '),
          ),
        );
        break;
      case 'territoryClaimed':
        out.push(c.ui.claimed(n.p(e.player), n.t(e.territory)));
        break;
      case 'armiesPlaced':
        if (e.lost)
          out.push(
            c.ui.armiesLost(
              e.neutral || r.state?.players[e.player]?.kind === 'neutral' ? COLOUR_EMOJI.neutral : n.p(e.player),
              e.lost,
            ),
          );
        else if (actor !== undefined && actor !== e.player && r.state?.players[actor])
          out.push(c.ui.placedFor(n.p(actor), e.count, n.p(e.player), n.t(e.territory)));
        else out.push(c.ui.placed(e.neutral ? COLOUR_EMOJI.neutral : n.p(e.player), e.count, n.t(e.territory)));
        break;
      case 'hqChosen':
        out.push(c.ui.hqChosenPublic(n.p(e.player)));
        break;
      case 'hqsRevealed':
        out.push(
          c.ui.hqsRevealed(
            Object.entries(e.hqs)
              .map(([p, t]) => `${n.p(Number(p))} ${n.t(t)}`)
              .join(', '),
          ),
        );
        break;
      case 'turnStarted':
        out.push(
          e.hidden
            ? fogWords[locale].turnStarted(n.p(e.player), e.round)
            : c.ui.turnStarted(n.p(e.player), e.round, e.reinforcements),
        );
        break;
      case 'fogged':
        out.push(fogWords[locale].fogged(n.p(e.player), e.kind));
        break;
      case 'neutralReinforcements':
        out.push(c.ui.neutralReinforce(n.p(e.placer), e.armies));
        break;
      case 'cardsTraded': {
        const got = e.armies + e.territoryBonus.reduce((a, b) => a + b.armies, 0);
        const cap = r.state ? getRuleset(r.state.ruleset).armyCap : null;
        out.push(got === 0 && cap !== null ? c.ui.tradedAtCap(n.p(e.player), cap) : c.ui.traded(n.p(e.player), got));
        break;
      }
      case 'battleResolved':
        if (isBlitz) {
          if (!blitz) {
            blitz = { actor: e.attacker, from: e.from, to: e.to, rolls: [], al: 0, dl: 0, at: out.length };
            out.push(''); // the summary's place, filled when the blitz stops
          }
          blitz.rolls.push(
            rolled
              ? rollShortWith(rolled, e.attackerLost, e.defenderLost)
              : rollShort(e.attack, e.defence, e.attackerLost, e.defenderLost),
          );
          blitz.al += e.attackerLost;
          blitz.dl += e.defenderLost;
        } else {
          out.push(
            c.ui.attack(
              n.p(e.attacker),
              n.t(e.from),
              n.t(e.to),
              rolled ? diceLineWith(e.attack, e.defence, rolled) : diceLine(e.attack, e.defence),
              e.attackerLost,
              e.defenderLost,
            ),
          );
        }
        break;
      case 'blitzStopped':
        if (blitz) {
          let rolls = blitz.rolls.join(' · ');
          if (rolls.length > 600) rolls = `${rolls.slice(0, 600)}…`;
          out[blitz.at] =
            `${c.ui.blitzSummary(n.p(blitz.actor), n.t(blitz.from), n.t(blitz.to), blitz.rolls.length, blitz.al, blitz.dl)} 🎲 ${rolls}`;
          blitz = null;
        }
        break;
      case 'territoryConquered':
        out.push(c.ui.conquered(n.p(e.player), n.t(e.to), e.min, e.max));
        break;
      case 'armiesMoved':
        out.push(c.ui.moved(n.p(e.player), e.count, n.t(e.from), n.t(e.to)));
        break;
      case 'hqCaptured':
        out.push(c.ui.hqCaptured(n.p(e.player), n.t(e.hq), n.p(e.owner)));
        break;
      case 'playerEliminated':
        out.push(c.ui.eliminated(n.p(e.player), e.by === null ? '—' : n.p(e.by)));
        break;
      case 'cardDrawn':
        out.push(c.ui.cardDrawn(n.p(e.player)));
        break;
      case 'cardReceived':
        out.push(c.ui.cardsReceived(n.p(e.player), n.p(e.from), e.count));
        break;
      case 'turnEnded':
        out.push(c.ui.turnEnded(n.p(e.player)));
        break;
      case 'playerAbandoned':
        out.push(c.ui.abandoned(n.p(e.player)));
        break;
      case 'dieRerolled':
        out.push(`🎲 ${n.p(e.player)} ↻ ${e.value}`);
        break;
      case 'commanderUsed':
        out.push(`🎖️ ${n.p(e.player)} → 6`);
        break;
      case 'missionClaimed':
      case 'missionRevealed':
        out.push(missionEventLine(r, e, locale));
        break; // NM-3
      case 'timeLimitReached':
        // C-TOUR-1: a tie goes on 30 minutes at a time; said at the first extension only (the
        // timer extends an idle tied game every 30 minutes, and each would repeat the line).
        if (e.extendedTo !== null && (e.extension ?? 1) > 1) break;
        out.push(
          e.lastRound !== null
            ? c.ui.timeLimitLastRound(e.lastRound)
            : e.extendedTo !== null
              ? c.ui.timeLimitExtended
              : c.ui.timeLimit,
        );
        break;
      // N2-A (napoleon-duel): influence, ally reinforcements, status rolls
      case 'independentInfluenced':
        out.push(
          duelMessages[locale].influenced(n.p(e.player), n.p(e.independent), e.cards, statusName(e.ally, n.p, locale)),
        );
        break;
      case 'allyReinforced':
        out.push(duelMessages[locale].allyReinforced(n.p(e.player), n.p(e.independent), e.die));
        break;
      case 'allyStatusRolled':
        out.push(
          duelMessages[locale].statusRolled(n.p(e.independent), e.die, e.changed, statusName(e.ally, n.p, locale)),
        );
        break;
      case 'sdadataRolled':
        out.push(c.ui.sdadata(n.p(e.player), e.dice[0], e.dice[1], e.threshold, e.ended));
        break;
      case 'campaignSides':
      case 'campaignAllyReinforced':
      case 'campaignAllyRolled':
      case 'campaignAllyLost':
      case 'campaignAllyBought':
      case 'campaignAnnexed':
      case 'campaignAllyManoeuvred':
      case 'campaignFinalScoring':
        out.push(campaignEventLine(e, n, locale) ?? ''); // NC-*
        break;
      case 'gameOver': {
        out.push(c.ui.gameOver(e.winners.map(n.p).join(', ') || '—', c.goal[e.reason]));
        if (e.scores)
          out.push(
            c.ui.scores(
              Object.entries(e.scores)
                .map(([p, v]) => `${n.p(Number(p))} ${v}`)
                .join(', '),
            ),
          );
        break;
      }
      default:
        noLine(e); // every event has its line (or its reason for none): a new one fails to compile here
    }
  }
  if (advanced.length) out.push(...advancedEventLines(r, advanced, locale));
  return out.filter((l) => l !== ''); // a blitz cut short of its end leaves no empty line
}

/** Fits lines into a Discord message: keeps the last ones (and says how many were cut). */

/** Lines only `viewer` may read (C-SET-7 plans); empty when the events hold nothing private for them. */
export function describePrivateEvents(r: MapRecord, events: GameEvent[], viewer: number, locale: Locale): string[] {
  const c = cat(locale);
  const n = namer(r, locale);
  const out: string[] = [];
  for (const e of eventsFor(events, viewer)) {
    if (e.type === 'placementPlanned' && e.player === viewer)
      out.push(c.ui.placementPlanned(e.count, n.t(e.territory), r.state ? placeableNow(r.state, viewer, false) : 0));
    else if (e.type === 'placementCleared' && e.player === viewer) out.push(c.ui.placementCleared);
    else {
      const spied = spiedSecretLine(r, e, viewer, locale); // NA-EFF ESPION: the mission seen, for the spy only
      if (spied) out.push(spied);
    }
  }
  return out;
}
