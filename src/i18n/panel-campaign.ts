// The panel's and the board's words for the 1796 campaign (napoleon-campaign, NC-*) in en/fr/it:
// the annexation and ally menus, their prompts, the objectives under the board, the lobby's
// sides. The rules' own words (sides, powers, the year, log lines, refusals) are in
// napoleon-campaign.ts. Short: read on a phone.
import type { CampaignPower, Locale } from '../engine/types.js';
import { plural } from './plural.js';
import { de } from './locales/de/panel-campaign.js';
import { es } from './locales/es-ES/panel-campaign.js';

/** Whether `n` takes the singular in the language (French: 0 and 1). */
const one = (locale: Locale, n: number) => plural(locale, n, ['1', 'n']) === '1';

export interface CampaignPanel {
  objectives: {
    /** What each turn pays both sides (NC-VP-1). */
    eachTurn: (list: string) => string;
    perAlly: (n: number) => string;
    /** An independent's capital as a first-invasion target (NC-VP-3). */
    capitalOf: Record<CampaignPower, string>;
    /** "France: …" before a side's targets. */
    side: (side: string, targets: string) => string;
    /** "before 1809" (Égypte, NC-TURN-3). */
    until: (year: number) => string;
  };
  select: {
    /** NC-ANX: one menu of every territory annexable now. */
    annex: string;
    /** NC-ANX-2: the card to discard for a neutral's territory. */
    annexCard: string;
    /** NC-ALLY-3: the card and where the invader's armies go. */
    allyCard: (power: string) => string;
    /** An ally's manoeuvre: which ally, from where; then where to. */
    allyManoeuvre: string;
    allyManoeuvreTo: string;
  };
  option: {
    /** The line under an ally's territory in the annexation menu. */
    annexAlly: (ally: string) => string;
    annexNeutral: string;
    /** "🃏 Galicia → armies to Piedmont" */
    allyCard: (card: string, to: string) => string;
  };
  btn: {
    annex: (territory: string) => string;
    /** NC-REI-2: an ally's reinforcements, counted like a player's (not the duel's die). */
    reinforceAlly: (ally: string) => string;
    /** NC-REI-2 in one tap: all the ally's reinforcements on its most threatened territory. */
    reinforceAllyAll: (ally: string, to: string) => string;
    /** NC-ALLY-3: opens the private menu of cards to make the invaded power an ally. */
    allyCard: (power: string) => string;
  };
  prompt: {
    annexAlly: (territory: string, ally: string, armies: number) => string;
    annexNeutral: (territory: string, armies: number) => string;
    allyCard: (power: string, capital: string) => string;
    allyManoeuvreTo: (ally: string, from: string) => string;
    allyManoeuvreAmount: (ally: string, from: string, to: string, max: number) => string;
    noOffer: string;
  };
  /** /risk rules: the set-up and the sides option. */
  rules: { setup: string; sides: (how: string) => string };
  lobby: {
    /** After a seat: the side it will play. */
    seatSide: (side: string) => string;
    /** The lobby's line on how sides are given. */
    sides: (how: string) => string;
  };
}

const en: CampaignPanel = {
  objectives: {
    eachTurn: (list) => `VP each turn: empires, routes · ${list}. First invasions pay once; (…): not now`,
    perAlly: (n) => `${n} per ally`,
    capitalOf: { austria: 'Austria’s capital', prussia: 'Prussia’s capital', russia: 'Russia’s capital' },
    side: (side, targets) => `${side}: ${targets}`,
    until: (year) => `before ${year}`,
  },
  select: {
    annex: '📜 Annex a territory… (once a turn)',
    annexCard: '🃏 Discard which card?',
    allyCard: (power) => `🤝 Make ${power} your ally for a card…`,
    allyManoeuvre: '↪️ Ally manoeuvre… (one per ally)',
    allyManoeuvreTo: '↪️ Ally manoeuvre to…',
  },
  option: {
    annexAlly: (ally) => `${ally}’s: it turns neutral`,
    annexNeutral: 'neutral: costs a territory card',
    allyCard: (card, to) => `🃏 ${card} → your armies to ${to}`,
  },
  btn: {
    annex: (t) => `📜 Annex ${t}`,
    reinforceAlly: (ally) => `➕ Reinforce ${ally}…`,
    reinforceAllyAll: (ally, to) => `➕ ${ally}: all to ${to}`,
    allyCard: (power) => `🤝 ${power} as your ally (a card)…`,
  },
  prompt: {
    annexAlly: (t, ally, armies) =>
      `Annex ${t}? ${one('en', armies) ? 'Its army becomes' : `Its ${armies} armies become`} yours, and ${ally} turns neutral (no more an ally).`,
    annexNeutral: (t, armies) =>
      `Annex ${t} (${one('en', armies) ? `${armies} army becomes` : `${armies} armies become`} yours): pick the card to discard.`,
    allyCard: (power, capital) =>
      `You invaded ${capital}: spend a card to make ${power} your ally (3 of its armies there, yours move out).`,
    allyManoeuvreTo: (ally, from) => `${ally} manoeuvres from ${from}: pick where to.`,
    allyManoeuvreAmount: (ally, from, to, max) => `${ally}: move how many from ${from} to ${to}? (up to ${max})`,
    noOffer: 'That offer has passed: no capital you just invaded can be bought as an ally now.',
  },
  rules: {
    setup:
      'Set-up: the spring 1796 scenario places every army, ship, general and fortification (designed by the project, NC-SET-1); France plays first (NC-SET-3).',
    sides: (how) => `Sides: ${how} (option side, NC-0).`,
  },
  lobby: {
    seatSide: (side) => ` — ${side}`,
    sides: (how) => `Sides: ${how} (option side). France plays first.`,
  },
};

const fr: CampaignPanel = {
  objectives: {
    eachTurn: (list) => `PV par tour : empires, routes · ${list}. 1res invasions, une fois ; (…) : pas maintenant`,
    perAlly: (n) => `${n} par allié`,
    capitalOf: { austria: 'capitale de l’Autriche', prussia: 'capitale de la Prusse', russia: 'capitale de la Russie' },
    side: (side, targets) => `${side} : ${targets}`,
    until: (year) => `avant ${year}`,
  },
  select: {
    annex: '📜 Annexer un territoire… (une fois par tour)',
    annexCard: '🃏 Défausser quelle carte ?',
    allyCard: (power) => `🤝 Faire de ${power} votre allié contre une carte…`,
    allyManoeuvre: '↪️ Manœuvre d’un allié… (une par allié)',
    allyManoeuvreTo: '↪️ Manœuvre de l’allié vers…',
  },
  option: {
    annexAlly: (ally) => `à ${ally} : il devient neutre`,
    annexNeutral: 'neutre : coûte une carte territoire',
    allyCard: (card, to) => `🃏 ${card} → vos armées vers ${to}`,
  },
  btn: {
    annex: (t) => `📜 Annexer ${t}`,
    reinforceAlly: (ally) => `➕ Renforcer ${ally}…`,
    reinforceAllyAll: (ally, to) => `➕ ${ally} : tout en ${to}`,
    allyCard: (power) => `🤝 ${power} comme allié (une carte)…`,
  },
  prompt: {
    annexAlly: (t, ally, armies) =>
      `Annexer ${t} ? ${one('fr', armies) ? `Son armée devient la vôtre` : `Ses ${armies} armées deviennent les vôtres`}, et ${ally} devient neutre (plus votre allié).`,
    annexNeutral: (t, armies) =>
      `Annexer ${t} (${one('fr', armies) ? `${armies} armée devient la vôtre` : `${armies} armées deviennent les vôtres`}) : choisissez la carte à défausser.`,
    allyCard: (power, capital) =>
      `Vous avez envahi ${capital} : dépensez une carte pour faire de ${power} votre allié (3 de ses armées, les vôtres sortent).`,
    allyManoeuvreTo: (ally, from) => `${ally} manœuvre depuis ${from} : choisissez la destination.`,
    allyManoeuvreAmount: (ally, from, to, max) => `${ally} : combien de ${from} vers ${to} ? (jusqu’à ${max})`,
    noOffer: 'Cette offre est passée : aucune capitale que vous venez d’envahir ne peut être achetée comme alliée.',
  },
  rules: {
    setup:
      'Mise en place : le scénario du printemps 1796 place chaque armée, navire, général et fortification (conçu par le projet, NC-SET-1) ; la France joue en premier (NC-SET-3).',
    sides: (how) => `Camps : ${how} (option camp, NC-0).`,
  },
  lobby: {
    seatSide: (side) => ` — ${side}`,
    sides: (how) => `Camps : ${how} (option camp). La France joue en premier.`,
  },
};

const it: CampaignPanel = {
  objectives: {
    eachTurn: (list) => `PV a ogni turno: imperi, rotte · ${list}. Prime invasioni, una volta; (…): non ora`,
    perAlly: (n) => `${n} per alleato`,
    capitalOf: { austria: 'capitale dell’Austria', prussia: 'capitale della Prussia', russia: 'capitale della Russia' },
    side: (side, targets) => `${side}: ${targets}`,
    until: (year) => `prima del ${year}`,
  },
  select: {
    annex: '📜 Annetti un territorio… (una volta per turno)',
    annexCard: '🃏 Scarta quale carta?',
    allyCard: (power) => `🤝 Rendi ${power} tuo alleato per una carta…`,
    allyManoeuvre: '↪️ Manovra di un alleato… (una per alleato)',
    allyManoeuvreTo: '↪️ Manovra dell’alleato verso…',
  },
  option: {
    annexAlly: (ally) => `di ${ally}: diventa neutrale`,
    annexNeutral: 'neutrale: costa una carta territorio',
    allyCard: (card, to) => `🃏 ${card} → le tue armate in ${to}`,
  },
  btn: {
    annex: (t) => `📜 Annetti ${t}`,
    reinforceAlly: (ally) => `➕ Rinforza ${ally}…`,
    reinforceAllyAll: (ally, to) => `➕ ${ally}: tutto in ${to}`,
    allyCard: (power) => `🤝 ${power} come alleato (una carta)…`,
  },
  prompt: {
    annexAlly: (t, ally, armies) =>
      `Annettere ${t}? ${one('it', armies) ? 'La sua armata diventa tua' : `Le sue ${armies} armate diventano tue`}, e ${ally} diventa neutrale (non più alleato).`,
    annexNeutral: (t, armies) =>
      `Annetti ${t} (${one('it', armies) ? `${armies} armata diventa tua` : `${armies} armate diventano tue`}): scegli la carta da scartare.`,
    allyCard: (power, capital) =>
      `Hai invaso ${capital}: spendi una carta per rendere ${power} tuo alleato (3 sue armate lì, le tue escono).`,
    allyManoeuvreTo: (ally, from) => `${ally} manovra da ${from}: scegli dove.`,
    allyManoeuvreAmount: (ally, from, to, max) => `${ally}: quante da ${from} a ${to}? (fino a ${max})`,
    noOffer: 'L’offerta è passata: nessuna capitale appena invasa può essere comprata come alleata.',
  },
  rules: {
    setup:
      'Preparazione: lo scenario della primavera 1796 dispone ogni armata, nave, generale e fortificazione (progettato dal progetto, NC-SET-1); la Francia gioca per prima (NC-SET-3).',
    sides: (how) => `Schieramenti: ${how} (opzione schieramento, NC-0).`,
  },
  lobby: {
    seatSide: (side) => ` — ${side}`,
    sides: (how) => `Schieramenti: ${how} (opzione schieramento). La Francia gioca per prima.`,
  },
};

const PANEL: Record<Locale, CampaignPanel> = { en, fr, it, de, 'es-ES': es };

export const campaignPanel = (locale: Locale): CampaignPanel => PANEL[locale];
