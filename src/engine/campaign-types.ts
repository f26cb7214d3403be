// The 1796 campaign's declarations (napoleon-campaign, NC-*): its state slice, actions, refusals,
// log events and view, merged into the core unions (src/engine/plugin-types.ts) and re-exported by
// types.ts. The slice is read and written only through src/engine/campaign/.
import type { PlayerId, TerritoryId } from './types.js';

/** NC-0: the two sides a seat may play. */
export type CampaignSide = 'france' | 'england';

/** NC-0-2: the three active independents (white → violet, black, green). */
export type CampaignPower = 'austria' | 'prussia' | 'russia';

/** NC-ANX-1/2: which annexation. `ally`: an ally's territory; `card`: the yellow neutral's, for a card. */
export type AnnexKind = 'ally' | 'card';

/** Where a seat's victory points came from in the campaign (public, summed over the game). */
export type CampaignPointsKey =
  | 'empire'
  | 'route'
  | 'capital'
  | 'supremacy'
  | 'egypt'
  | 'allies'
  | 'invasion'
  | 'capture'
  | 'captured'
  | 'census';

export interface CampaignSlice {
  /** NC-0: the seat playing each side. */
  sides: Record<CampaignSide, PlayerId>;
  /** NC-0-2: the player id of each active independent. */
  powers: Record<CampaignPower, PlayerId>;
  /** NC-0-2: the passive neutral (yellow). */
  neutral: PlayerId;
  /** NC-VP-3: the territories each seat has had its first-invasion points for (once per territory per side). */
  invaded: Record<PlayerId, TerritoryId[]>;
  /** Each seat's points by source, summed (the public breakdown). */
  points: Record<PlayerId, Partial<Record<CampaignPointsKey, number>>>;
  /** The turn in progress: annexations made (NC-ANX), allies that manoeuvred, the generals of the invading ally captured (NC-ALLY-2). */
  turn: { annexed: AnnexKind[]; allyMoved: PlayerId[]; allyGeneralsLost: number };
  /** NC-ALLY-3: a capital just invaded that the invader may make their ally with a card. */
  capitalOffer: { independent: PlayerId; capital: TerritoryId; player: PlayerId; from: TerritoryId } | null;
  /** NC-TURN-2: the final start-of-turn scoring after the last round is done. */
  finalScored: boolean;
}

/** One first-invasion objective of a side (NC-VP-3), as the view shows it. */
export interface CampaignInvasionGoal {
  territory: TerritoryId;
  points: number;
  /** Last round it pays in (Égypte: round 7, "before 1809"), or null. */
  untilRound: number | null;
  /** The independent that must be the opponent's ally when it is invaded, or null. */
  ifAllyOfOpponent: PlayerId | null;
  /** Already scored by this side. */
  done: boolean;
  /** Would pay if invaded now. */
  open: boolean;
}

/** The public view of the campaign (the `publicExtras` hook). */
export interface CampaignView {
  scenario: string;
  /** The set-up is designed by the project (the rulebook's diagram is missing). */
  designed: true;
  round: number;
  lastRound: number;
  /** NC-TURN-3: the calendar year of the round in progress (after the last round: the final scoring's). */
  year: number;
  sides: Record<CampaignSide, PlayerId>;
  /** Each active independent: who it is, its status (the allied seat, or -1), its cards (hidden), its capital. */
  powers: { id: PlayerId; power: CampaignPower; ally: PlayerId; cards: number; capital: TerritoryId }[];
  neutral: PlayerId;
  /** Each seat's points: total and by source. */
  points: Record<PlayerId, { total: number; by: Partial<Record<CampaignPointsKey, number>> }>;
  /** Each seat's objectives (printed rules, public): control points each turn and first invasions. */
  objectives: Record<
    PlayerId,
    {
      capital: TerritoryId;
      control: { capital: number; supremacy: number; egypt: number; perAlly: number };
      invasion: CampaignInvasionGoal[];
    }
  >;
  /** NC-ANX: the annexations the turn player may still make this turn. */
  annexLeft: AnnexKind[];
  /** NC-ALLY-3: a capital the turn player may buy as an ally with a card now. */
  capitalOffer: { independent: PlayerId; capital: TerritoryId } | null;
}

export type CampaignRefusal =
  /** annexations come at the end of the turn: in the manoeuvre phase */
  | 'annexPhase'
  /** that annexation (an ally's, or the neutral's with a card) was already made this turn */
  | 'annexUsed'
  /** not a territory of an ally (card null) or of the yellow neutral (with a card) that may be annexed; `legal` lists them */
  | 'annexTarget'
  /** a capital cannot be annexed */
  | 'annexCapital'
  /** an ally's annexation takes no card; the neutral's needs one */
  | 'annexCard'
  /** the capital offer: no independent's capital was just invaded by you */
  | 'noOffer'
  /** the invader's armies leave the capital for an adjacent territory of theirs; `legal` lists them */
  | 'retreatTo'
  /** the yellow neutral is passive: it never allies and takes no card */
  | 'passiveNeutral'
  /** NC-DEF-1: England keeps 5 armies on each United Kingdom territory; `max` what may leave or roll */
  | 'homeDefence'
  /** an ally's manoeuvre: once per ally per turn, in the manoeuvre phase */
  | 'allyManoeuvre';

/**
 * NC-* (napoleon-campaign): annexations, allies, England's home defence. `at` the territory
 * concerned, `independent` the army, `max` a limit, `legal` what may be chosen instead.
 */
export interface CampaignRuleError {
  code: 'campaign';
  reason: CampaignRefusal;
  at: string | null;
  independent: PlayerId | null;
  max: number | null;
  legal: string[];
}

/** NC-ANX, NC-ALLY, NC-TURN-1: what a seat may do in the campaign beyond the advanced game. */
export type CampaignAction =
  /** NC-ANX (napoleon-campaign): annex an ally's territory (`card` null) or, discarding a card, the yellow neutral's. */
  | { type: 'annex'; territory: TerritoryId; card: number | null }
  /** NC-ALLY-3: spend a card to make the independent whose capital was just invaded an ally; the invader's armies go to `to`. */
  | { type: 'allyCard'; card: number; to: TerritoryId }
  /** NC-TURN-1: an ally's manoeuvre (one per ally per turn, along its own territories). */
  | { type: 'allyManoeuvre'; independent: PlayerId; from: TerritoryId; to: TerritoryId; count: number };

/** NC-* (napoleon-campaign): what the campaign adds to the log. All public. */
export type CampaignEvent =
  /** NC-0: which seat plays which side (drawn from the seed, or as the option said). */
  | { type: 'campaignSides'; france: PlayerId; england: PlayerId; drawn: boolean }
  /** NC-REI-2: an ally's reinforcements, counted like a player's, to place on its territories. */
  | {
      type: 'campaignAllyReinforced';
      player: PlayerId;
      independent: PlayerId;
      armies: number;
      /** FOG-11: the count is out of the viewer's sight (zeroed). */
      hidden?: boolean;
    }
  /** NC-ALLY-2: the English player's roll after a failed invasion with an ally (+1 per general of it captured). */
  | {
      type: 'campaignAllyRolled';
      player: PlayerId;
      independent: PlayerId;
      die: number;
      bonus: number;
      ally: PlayerId;
      changed: boolean;
    }
  /** NC-ALLY-3, NC-ANX-1: an independent became neutral (its capital invaded, or annexed from). */
  | { type: 'campaignAllyLost'; independent: PlayerId; was: PlayerId; reason: 'capital' | 'annexed' }
  /** NC-ALLY-3: a card made the independent whose capital was invaded `player`'s ally, with 3 armies there. */
  | {
      type: 'campaignAllyBought';
      player: PlayerId;
      independent: PlayerId;
      card: number;
      capital: TerritoryId;
      to: TerritoryId;
      armies: number;
    }
  /** NC-ANX: a territory annexed: the armies of `from` there became `player`'s. */
  | {
      type: 'campaignAnnexed';
      player: PlayerId;
      from: PlayerId;
      territory: TerritoryId;
      armies: number;
      card: number | null;
    }
  /** NC-ALLY: an ally's manoeuvre. */
  | {
      type: 'campaignAllyManoeuvred';
      player: PlayerId;
      independent: PlayerId;
      from: TerritoryId;
      to: TerritoryId;
      count: number;
    }
  /** NC-TURN-2: the final start-of-turn scoring after the last round. */
  | { type: 'campaignFinalScoring'; year: number };

declare module './plugin-types.js' {
  interface PluginDeclarations {
    campaign: {
      actions: CampaignAction;
      refusals: CampaignRuleError;
      events: CampaignEvent;
      slices: {
        /** NC-* (napoleon-campaign): sides, independents, first invasions, annexations (src/engine/campaign/). Public. */
        campaign?: CampaignSlice;
      };
      view: {
        /** NC-*: the year, sides, independents' statuses, points by source, objectives, annexations left. */
        campaign?: CampaignView;
      };
    };
  }
}
