// Strings of Risk Napoléon for two players (napoleon-duel, N2-*) in en/fr/it: refusals about
// independents and allies, the log lines of influence, ally reinforcements and status rolls,
// and the /risk rules words for the ruleset and its `independents` option.
import type { DuelRefusal, RuleError } from '../engine/errors.js';
import type { Locale } from '../engine/types.js';
import { de } from './locales/de/napoleon-duel.js';
import { es } from './locales/es-ES/napoleon-duel.js';

type DuelError = Extract<RuleError, { code: 'duel' }>;

export interface DuelMessages {
  /** `who` names the independent concerned ('' when none). */
  error: (e: DuelError, who: string) => string;
  /** `status` is statusName(): neutral, or ally of a seat. */
  influenced: (who: string, independent: string, cards: number, status: string) => string;
  allyReinforced: (who: string, ally: string, die: number) => string;
  statusRolled: (independent: string, die: number, changed: boolean, status: string) => string;
  neutral: string;
  allyOf: (seat: string) => string;
  title: string;
  summary: string;
  independents: Record<'passive' | 'active', string>;
  /** The panel: a button rolling an ally's reinforcements, the menu of cards to give. */
  btnReinforceAlly: (ally: string) => string;
  selectInfluence: string;
  /** A turn played without a person at the controls, summed up in one line (panel/summary.ts). */
  ai: {
    gave: (list: string) => string;
    gaveTo: (independent: string, status: string) => string;
    allyDie: (ally: string, die: number) => string;
    became: (independent: string, status: string, die: number) => string;
  };
}

const en: DuelMessages = {
  error: (e, who) => {
    const m: Record<DuelRefusal, string> = {
      passive: 'The independents are passive in this game: they cannot be influenced or used.',
      notIndependent: 'That is not an independent army still on the board.',
      notStartOfTurn: 'Independents are influenced at the start of your turn only, before you place, trade or attack.',
      full: `${who} already holds 3 cards: it can no longer be influenced.`,
      alreadyAlly: `${who} is already your ally.`,
      notAlly: `${who} is not your ally: only allies get reinforcements and orders.`,
      alreadyReinforced: `${who} was already reinforced this turn.`,
      tooLate: 'Ally reinforcements come before your first attack of the turn.',
      allyToPlace: `Place the armies rolled for ${who} on its territories first.`,
      ownSide: `${who} is on your side: attack your opponent, a neutral independent or your opponent’s allies.`,
      alreadyMoved: who
        ? `${who} has already made its strategic move this turn.`
        : 'You have already made your strategic move this turn.',
    };
    return m[e.reason];
  },
  influenced: (who, independent, cards, status) =>
    `🃏 ${who} gives a card to ${independent} (${cards}/3): now ${status}.`,
  allyReinforced: (who, ally, die) => `🎲 ${who} rolls ${die} for their ally ${ally}: ${die} armies to place.`,
  statusRolled: (independent, die, changed, status) =>
    `🎲 ${die} for ${independent}: ${changed ? `now ${status}` : `stays ${status}`}.`,
  neutral: 'neutral',
  allyOf: (seat) => `ally of ${seat}`,
  btnReinforceAlly: (ally) => `🎲 Reinforce ${ally}`,
  selectInfluence: 'Give a card to an independent…',
  ai: {
    gave: (list) => `gave a card to ${list}`,
    gaveTo: (independent, status) => `${independent} (now ${status})`,
    allyDie: (ally, die) => `rolled ${die} for their ally ${ally}`,
    became: (independent, status, die) => `${independent} became ${status} on a ${die}`,
  },
  title: 'Risk Napoléon: two players',
  summary:
    'Two players and four independent armies (21 armies each, on 7 territories dealt to them); 36 armies each, 10 territories dealt, then 3 own and 2 for each independent placed in turn (N2-1). Eliminate your opponent to win. The board, empire bonuses and Golden Cavalier track are reconstructed, and where the rulebook is silent the bot decides: see docs/napoleon.md.',
  independents: {
    passive:
      'Independents: passive. They defend (with the most dice) and never move, attack or get reinforcements (N2-P).',
    active:
      'Independents: active. At the start of your turn give cards to move their status toward you (not to one holding 3); your allies get one die of reinforcements, attack and make a strategic move as yours (no card for their conquests); after each invasion involving an independent roll a die: 1–4 moves it one step away from you (N2-A).',
  },
};

const fr: DuelMessages = {
  error: (e, who) => {
    const m: Record<DuelRefusal, string> = {
      passive: 'Les indépendants sont passifs dans cette partie : on ne peut ni les influencer ni les utiliser.',
      notIndependent: 'Ce n’est pas une armée indépendante encore sur le plateau.',
      notStartOfTurn:
        'On influence les indépendants seulement au début de son tour, avant de placer, d’échanger ou d’attaquer.',
      full: `${who} a déjà 3 cartes : on ne peut plus l’influencer.`,
      alreadyAlly: `${who} est déjà votre allié.`,
      notAlly: `${who} n’est pas votre allié : seuls les alliés reçoivent renforts et ordres.`,
      alreadyReinforced: `${who} a déjà reçu ses renforts ce tour-ci.`,
      tooLate: 'Les renforts alliés viennent avant votre première attaque du tour.',
      allyToPlace: `Placez d’abord les régiments tirés pour ${who} sur ses territoires.`,
      ownSide: `${who} est dans votre camp : attaquez votre adversaire, un indépendant neutre ou les alliés de votre adversaire.`,
      alreadyMoved: who
        ? `${who} a déjà fait sa manœuvre stratégique ce tour-ci.`
        : 'Vous avez déjà fait votre manœuvre stratégique ce tour-ci.',
    };
    return m[e.reason];
  },
  influenced: (who, independent, cards, status) =>
    `🃏 ${who} donne une carte à ${independent} (${cards}/3) : désormais ${status}.`,
  allyReinforced: (who, ally, die) => `🎲 ${who} fait ${die} pour son allié ${ally} : ${die} régiments à placer.`,
  statusRolled: (independent, die, changed, status) =>
    `🎲 ${die} pour ${independent} : ${changed ? `désormais ${status}` : `reste ${status}`}.`,
  neutral: 'neutre',
  allyOf: (seat) => `allié de ${seat}`,
  btnReinforceAlly: (ally) => `🎲 Renforcer ${ally}`,
  selectInfluence: 'Donner une carte à un indépendant…',
  ai: {
    gave: (list) => `a donné une carte à ${list}`,
    gaveTo: (independent, status) => `${independent} (désormais ${status})`,
    allyDie: (ally, die) => `a fait ${die} pour son allié ${ally}`,
    became: (independent, status, die) => `${independent} est devenu ${status} sur un ${die}`,
  },
  title: 'Risk Napoléon : deux joueurs',
  summary:
    'Deux joueurs et quatre armées indépendantes (21 régiments chacune, sur les 7 territoires de leurs cartes) ; 36 régiments chacun, 10 territoires distribués, puis à tour de rôle 3 régiments à soi et 2 pour chaque indépendant (N2-1). Éliminez votre adversaire pour gagner. Plateau, bonus des empires et Cavalier d’or sont reconstitués, et là où le livret se tait le bot tranche : voir docs/napoleon.md.',
  independents: {
    passive:
      'Indépendants : passifs. Ils se défendent (avec le plus de dés) et ne se déplacent, n’attaquent ni ne reçoivent de renforts (N2-P).',
    active:
      'Indépendants : actifs. Au début de votre tour, donnez des cartes pour rapprocher leur canon de vous (pas à celui qui en a 3) ; vos alliés reçoivent un dé de renforts, attaquent et font une manœuvre comme les vôtres (pas de carte pour leurs conquêtes) ; après chaque invasion impliquant un indépendant, lancez un dé : 1–4 l’éloigne d’une position (N2-A).',
  },
};

const it: DuelMessages = {
  error: (e, who) => {
    const m: Record<DuelRefusal, string> = {
      passive: 'In questa partita gli indipendenti sono passivi: non si possono influenzare né usare.',
      notIndependent: 'Non è un’armata indipendente ancora sul tabellone.',
      notStartOfTurn:
        'Gli indipendenti si influenzano solo all’inizio del turno, prima di piazzare, scambiare o attaccare.',
      full: `${who} ha già 3 carte: non si può più influenzare.`,
      alreadyAlly: `${who} è già tuo alleato.`,
      notAlly: `${who} non è tuo alleato: solo gli alleati ricevono rinforzi e ordini.`,
      alreadyReinforced: `${who} ha già ricevuto i rinforzi in questo turno.`,
      tooLate: 'I rinforzi alleati vengono prima del tuo primo attacco del turno.',
      allyToPlace: `Piazza prima le armate tirate per ${who} sui suoi territori.`,
      ownSide: `${who} è dalla tua parte: attacca l’avversario, un indipendente neutrale o gli alleati dell’avversario.`,
      alreadyMoved: who
        ? `${who} ha già fatto il suo spostamento strategico in questo turno.`
        : 'Hai già fatto il tuo spostamento strategico in questo turno.',
    };
    return m[e.reason];
  },
  influenced: (who, independent, cards, status) =>
    `🃏 ${who} dà una carta a ${independent} (${cards}/3): ora ${status}.`,
  allyReinforced: (who, ally, die) => `🎲 ${who} tira ${die} per l’alleato ${ally}: ${die} armate da piazzare.`,
  statusRolled: (independent, die, changed, status) =>
    `🎲 ${die} per ${independent}: ${changed ? `ora ${status}` : `resta ${status}`}.`,
  neutral: 'neutrale',
  allyOf: (seat) => `alleato di ${seat}`,
  btnReinforceAlly: (ally) => `🎲 Rinforza ${ally}`,
  selectInfluence: 'Dai una carta a un indipendente…',
  ai: {
    gave: (list) => `ha dato una carta a ${list}`,
    gaveTo: (independent, status) => `${independent} (ora ${status})`,
    allyDie: (ally, die) => `ha tirato ${die} per l’alleato ${ally}`,
    became: (independent, status, die) => `${independent} è diventato ${status} con un ${die}`,
  },
  title: 'Risk Napoléon: due giocatori',
  summary:
    'Due giocatori e quattro armate indipendenti (21 armate ciascuna, sui 7 territori delle loro carte); 36 armate a testa, 10 territori distribuiti, poi a turno 3 armate proprie e 2 per ogni indipendente (N2-1). Elimina l’avversario per vincere. Mappa, bonus degli imperi e Cavaliere d’oro sono ricostruiti, e dove il regolamento tace decide il bot: vedi docs/napoleon.md.',
  independents: {
    passive:
      'Indipendenti: passivi. Difendono (con più dadi possibile) e non si muovono, non attaccano, non ricevono rinforzi (N2-P).',
    active:
      'Indipendenti: attivi. All’inizio del turno dai carte per avvicinarli a te (non a chi ne ha 3); i tuoi alleati ricevono un dado di rinforzi, attaccano e fanno uno spostamento come i tuoi (nessuna carta per le loro conquiste); dopo ogni invasione che coinvolge un indipendente tira un dado: 1–4 lo allontana di un passo (N2-A).',
  },
};

export const duelMessages: Record<Locale, DuelMessages> = { en, fr, it, de, 'es-ES': es };

/** An independent's status in words: neutral, or "ally of <seat>". */
export function statusName(ally: number, seatName: (p: number) => string, locale: Locale): string {
  const m = duelMessages[locale];
  return ally < 0 ? m.neutral : m.allyOf(seatName(ally));
}
