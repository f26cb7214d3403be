// Strings of the advanced game's content (napoleon-advanced) in en/fr/it: why a card cannot be
// played or armed (saying what is legal), and the lines /risk rules shows of the project's
// Empire missions, points per rank and card effects (labelled as the project's design).
import { CARD_EFFECTS } from '../engine/advanced/card-effects.js';
import { missionPoints } from '../engine/advanced/mission-cards.js';
import type { CardRefusal, RuleError } from '../engine/errors.js';
import { RANKS } from '../engine/napoleon-missions.js';
import type { Locale } from '../engine/types.js';
import { de } from './locales/de/napoleon-advanced-content.js';
import { es } from './locales/es-ES/napoleon-advanced-content.js';

type CardError = Extract<RuleError, { code: 'cardEffect' }>;

export interface AdvancedMessages {
  refusal: Record<CardRefusal, string>;
  /** NA-CRD-4: when a card of each symbol is played. */
  symbol: Record<string, string>;
  designedMissions: string;
  designedEffects: string;
  rankLine: (rank: string, points: number) => string;
}

const en: AdvancedMessages = {
  refusal: {
    wild: 'A wild card has no effect: it only completes a set.',
    phase: 'That card is not played now.',
    armOnly: 'A defence card is armed on your turn (Arm), then fires by itself when you are invaded.',
    notArmable: 'Only defence cards (D, AD) can be armed.',
    armedAlready:
      'You already have a card armed: one at a time. It comes back to your hand at your next turn if unused.',
    noTarget: 'That card needs a valid place: name the territory, sea zone or player it acts on.',
    ownTarget: 'Name a territory (or sea zone) held by another player: the one you invade.',
    notYourTerritory: 'An armed card names one of your own territories, or any.',
    noFort: 'Sappers name a fortified territory of another player.',
    noFleet: 'Fire ships name a sea zone where your ships are, or next to one.',
    alreadyInForce: 'That effect is already in force there this turn.',
    noEpidemic: 'Contagion moves an epidemic from a territory that has one.',
    notAdjacent: 'Contagion moves the epidemic to a neighbouring territory (border or sea line).',
    noArmies: 'Contagion moves the epidemic onto another player’s territory, with armies.',
    noChain:
      'Transport needs a chain of 1 to 3 consecutive sea zones you control, from one of your coasts to the other.',
    badCount: 'Transport carries between 1 army and all but one of the armies there.',
    noMissions: 'Spy on another player who still has unclaimed missions.',
  },
  symbol: {
    R: 'It is played in your reinforcement phase.',
    A: 'It is played in your combat phase.',
    AD: 'It is played in your combat phase, or armed for defence.',
    M: 'It is played in your manoeuvre phase.',
    S: 'It is played during your own turn.',
    D: 'It is armed on your turn for another player’s combat phase.',
  },
  designedMissions:
    'Empire missions and victory points per mission are designed by this project (the box’s cards are not public).',
  designedEffects: 'Card effects are designed by this project (the rulebook names only the symbols).',
  rankLine: (rank, points) => `${rank}: ${points} VP`,
};

const fr: AdvancedMessages = {
  refusal: {
    wild: 'Un joker n’a pas d’effet : il complète seulement une combinaison.',
    phase: 'Cette carte ne se joue pas maintenant.',
    armOnly: 'Une carte de défense s’arme pendant votre tour (Armer), puis agit seule quand vous êtes envahi.',
    notArmable: 'Seules les cartes de défense (D, AD) peuvent être armées.',
    armedAlready:
      'Vous avez déjà une carte armée : une seule à la fois. Elle revient dans votre main à votre prochain tour si elle n’a pas servi.',
    noTarget: 'Cette carte demande une cible valide : nommez le territoire, la zone maritime ou le joueur visé.',
    ownTarget: 'Nommez un territoire (ou une zone maritime) tenu par un autre joueur : celui que vous envahissez.',
    notYourTerritory: 'Une carte armée nomme l’un de vos territoires, ou tous.',
    noFort: 'Les sapeurs nomment un territoire fortifié d’un autre joueur.',
    noFleet: 'Les brûlots nomment une zone maritime où sont vos navires, ou voisine.',
    alreadyInForce: 'Cet effet est déjà actif là ce tour-ci.',
    noEpidemic: 'La contagion déplace une épidémie depuis un territoire qui en a une.',
    notAdjacent: 'La contagion déplace l’épidémie vers un territoire voisin (frontière ou ligne maritime).',
    noArmies: 'La contagion déplace l’épidémie sur un territoire occupé d’un autre joueur.',
    noChain:
      'Le transport demande une chaîne de 1 à 3 zones maritimes consécutives que vous contrôlez, d’une de vos côtes à l’autre.',
    badCount: 'Le transport emporte de 1 régiment à tous sauf un.',
    noMissions: 'Espionnez un autre joueur qui a encore des missions non accomplies.',
  },
  symbol: {
    R: 'Elle se joue pendant votre phase de renforts.',
    A: 'Elle se joue pendant votre phase de combat.',
    AD: 'Elle se joue pendant votre phase de combat, ou s’arme pour la défense.',
    M: 'Elle se joue pendant votre phase de manœuvre.',
    S: 'Elle se joue pendant votre tour.',
    D: 'Elle s’arme pendant votre tour pour la phase de combat d’un autre joueur.',
  },
  designedMissions:
    'Les missions Empire et les points de victoire par mission sont conçus par ce projet (les cartes de la boîte ne sont pas publiques).',
  designedEffects: 'Les effets des cartes sont conçus par ce projet (la règle ne donne que les symboles).',
  rankLine: (rank, points) => `${rank} : ${points} PV`,
};

const it: AdvancedMessages = {
  refusal: {
    wild: 'Un jolly non ha effetto: completa solo una combinazione.',
    phase: 'Questa carta non si gioca adesso.',
    armOnly: 'Una carta di difesa si arma nel tuo turno (Arma), poi agisce da sola quando vieni invaso.',
    notArmable: 'Solo le carte di difesa (D, AD) si possono armare.',
    armedAlready:
      'Hai già una carta armata: una alla volta. Torna nella tua mano al tuo prossimo turno se non è servita.',
    noTarget: 'Questa carta richiede un bersaglio valido: indica il territorio, la zona di mare o il giocatore.',
    ownTarget: 'Indica un territorio (o una zona di mare) di un altro giocatore: quello che invadi.',
    notYourTerritory: 'Una carta armata indica uno dei tuoi territori, o tutti.',
    noFort: 'Gli zappatori indicano un territorio fortificato di un altro giocatore.',
    noFleet: 'I brulotti indicano una zona di mare dove sono le tue navi, o vicina.',
    alreadyInForce: 'Questo effetto è già attivo lì in questo turno.',
    noEpidemic: 'Il contagio sposta un’epidemia da un territorio che ne ha una.',
    notAdjacent: 'Il contagio sposta l’epidemia su un territorio vicino (confine o linea marittima).',
    noArmies: 'Il contagio sposta l’epidemia su un territorio con armate di un altro giocatore.',
    noChain:
      'Il trasporto richiede una catena da 1 a 3 zone di mare consecutive che controlli, da una tua costa all’altra.',
    badCount: 'Il trasporto porta da 1 armata a tutte tranne una.',
    noMissions: 'Spia un altro giocatore che ha ancora missioni non compiute.',
  },
  symbol: {
    R: 'Si gioca nella tua fase dei rinforzi.',
    A: 'Si gioca nella tua fase di combattimento.',
    AD: 'Si gioca nella tua fase di combattimento, o si arma per la difesa.',
    M: 'Si gioca nella tua fase di manovra.',
    S: 'Si gioca durante il tuo turno.',
    D: 'Si arma nel tuo turno per la fase di combattimento di un altro giocatore.',
  },
  designedMissions:
    'Le missioni Impero e i punti vittoria per missione sono ideati da questo progetto (le carte della scatola non sono pubbliche).',
  designedEffects: 'Gli effetti delle carte sono ideati da questo progetto (il regolamento dà solo i simboli).',
  rankLine: (rank, points) => `${rank}: ${points} PV`,
};

const MESSAGES: Record<Locale, AdvancedMessages> = { en, fr, it, de, 'es-ES': es };

/** The advanced game's content words in `locale`. */
export const advancedContentWords = (locale: Locale): AdvancedMessages => MESSAGES[locale];

/** A card refusal in the reader's language, with what is legal. */
export function cardEffectError(locale: Locale, e: CardError): string {
  const m = MESSAGES[locale];
  const main = m.refusal[e.reason];
  if (e.reason === 'phase' && e.symbol) return `${main} ${m.symbol[e.symbol]}`;
  return main;
}

/**
 * The advanced game's designed content for /risk rules, each part labelled as the project's
 * design: the VP by rank and the card kinds with their symbols (the texts are in docs/rules/
 * napoleon-advanced-cards.md; a mission's text reaches its owner, a card's its holder).
 */
export function advancedContentLines(locale: Locale, rankName: (rank: (typeof RANKS)[number]) => string): string[] {
  const m = MESSAGES[locale];
  return [
    `🛠️ ${m.designedMissions}`,
    RANKS.map((r) => m.rankLine(rankName(r), missionPoints(r))).join(' · '),
    `🛠️ ${m.designedEffects}`,
    CARD_EFFECTS.map((e) => `${e.name[locale]} (${e.symbol})`).join(' · '),
  ];
}
