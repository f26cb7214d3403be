// Strings of Risk Napoléon's advanced game (napoleon-advanced, NA-*) in en/fr/it: the refusals
// about units, sea zones, landings and manoeuvres. `where` is the territory or zone concerned,
// already named in the reader's language ('' when none).
import type { AdvancedRefusal, RuleError } from '../engine/errors.js';
import { getMap } from '../engine/maps.js';
import type { Locale } from '../engine/types.js';
import { de, rulesWords as deRules } from './locales/de/napoleon-advanced.js';
import { es, rulesWords as esRules } from './locales/es-ES/napoleon-advanced.js';

type AdvancedError = Extract<RuleError, { code: 'advanced' }>;

export type Messages = (where: string, max: number) => Record<AdvancedRefusal, string>;

const en: Messages = (where, max) => ({
  unknownZone: `There is no sea zone called "${where}".`,
  unknownUnit:
    'Reinforcements convert into a ship, a general, an admiral or a fortification, or buy back a general or an admiral.',
  unitLimit: `That is over your limit (26 ships, 3 generals, 2 admirals on the board): at most ${max} more.`,
  noFortLeft: 'No fortification is left in the pool: one must be destroyed first.',
  notCoastal: `${where} borders none of your territories: ships are built in a zone on your coast.`,
  noShips: `You have no ships in ${where}: an admiral goes where your ships are.`,
  alreadyFortified: `${where} already has a fortification, or is not yours.`,
  epidemic: `${where} holds an epidemic: no fortification can be built there.`,
  nothingToBuyBack: 'You can buy back a leader only when none of that kind is on the board and a captor holds one.',
  forcedCombat: `Fight the forced naval combat in ${where} first (your new ships must attack).`,
  noForcedCombat: `There is no forced naval combat for you in ${where}.`,
  landBegun: 'Naval combat comes before land offensives: your land offensives have begun.',
  zoneNotControlled: `You do not control ${where}: only your ships may be there.`,
  zonesNotAdjacent: `${where} is not adjacent to that zone.`,
  ownZone: `${where} is already yours: use a naval manoeuvre to move ships there.`,
  keepOneShip: `At least one ship stays in ${where}: you may send ${max}.`,
  notEmpty: `${where} is not empty: attack it.`,
  empty: `${where} is empty: move in without combat (occupy).`,
  unreachable: `${where} cannot be reached from there, not even by landing (up to 3 controlled sea zones).`,
  epidemicCost: `Invading ${where} costs 1 army per epidemic: the source needs at least ${max} armies.`,
  manoeuvreUsed: 'That manoeuvre has already been made this turn.',
  notFromStart: `Only units that stood in ${where} at the start of the manoeuvre phase may go: at most ${max}.`,
  notConnected: 'Those places are not connected through your own territories or sea zones.',
  noLeader: `You have no general or admiral in ${where}.`,
  startingUnits: 'Place your starting general and fortification first.',
});

const fr: Messages = (where, max) => ({
  unknownZone: `Il n’y a pas de zone maritime « ${where} ».`,
  unknownUnit:
    'Les renforts se convertissent en navire, général, amiral ou fortification, ou rachètent un général ou un amiral.',
  unitLimit: `C’est au-delà de votre limite (26 navires, 3 généraux, 2 amiraux sur le plateau) : ${max} de plus au plus.`,
  noFortLeft: 'Il ne reste plus de fortification : il faut d’abord en détruire une.',
  notCoastal: `${where} ne borde aucun de vos territoires : les navires se construisent dans une zone de votre côte.`,
  noShips: `Vous n’avez pas de navire dans ${where} : un amiral va là où sont vos navires.`,
  alreadyFortified: `${where} a déjà une fortification, ou n’est pas à vous.`,
  epidemic: `${where} porte une épidémie : on ne peut pas y construire de fortification.`,
  nothingToBuyBack:
    'Un chef ne se rachète que si vous n’en avez plus aucun de ce type en jeu et qu’un adversaire en détient.',
  forcedCombat: `Livrez d’abord le combat naval forcé dans ${where} (vos nouveaux navires doivent attaquer).`,
  noForcedCombat: `Vous n’avez pas de combat naval forcé dans ${where}.`,
  landBegun: 'Les combats navals se font avant les offensives terrestres : les vôtres ont commencé.',
  zoneNotControlled: `Vous ne contrôlez pas ${where} : seuls vos navires doivent s’y trouver.`,
  zonesNotAdjacent: `${where} n’est pas adjacente à cette zone.`,
  ownZone: `${where} est déjà à vous : déplacez-y des navires par une manœuvre navale.`,
  keepOneShip: `Au moins un navire reste dans ${where} : vous pouvez en envoyer ${max}.`,
  notEmpty: `${where} n’est pas vide : attaquez-le.`,
  empty: `${where} est vide : entrez-y sans combat (occuper).`,
  unreachable: `${where} est hors de portée d’ici, même par un débarquement (jusqu’à 3 zones maritimes contrôlées).`,
  epidemicCost: `Envahir ${where} coûte 1 armée par épidémie : le territoire de départ doit en avoir au moins ${max}.`,
  manoeuvreUsed: 'Cette manœuvre a déjà été faite ce tour-ci.',
  notFromStart: `Seules les unités présentes dans ${where} au début de la phase de manœuvre peuvent partir : ${max} au plus.`,
  notConnected: 'Ces lieux ne sont pas reliés par vos propres territoires ou zones maritimes.',
  noLeader: `Vous n’avez ni général ni amiral dans ${where}.`,
  startingUnits: 'Placez d’abord votre général et votre fortification de départ.',
});

const it: Messages = (where, max) => ({
  unknownZone: `Non esiste una zona di mare «${where}».`,
  unknownUnit:
    'I rinforzi si convertono in una nave, un generale, un ammiraglio o una fortificazione, o riscattano un generale o un ammiraglio.',
  unitLimit: `Supera il tuo limite (26 navi, 3 generali, 2 ammiragli sul tabellone): al massimo ${max} in più.`,
  noFortLeft: 'Non restano fortificazioni: prima se ne deve distruggere una.',
  notCoastal: `${where} non confina con nessun tuo territorio: le navi si costruiscono in una zona della tua costa.`,
  noShips: `Non hai navi in ${where}: un ammiraglio va dove sono le tue navi.`,
  alreadyFortified: `${where} ha già una fortificazione, o non è tuo.`,
  epidemic: `${where} ha un’epidemia: lì non si può costruire una fortificazione.`,
  nothingToBuyBack:
    'Un capo si riscatta solo se non ne hai più nessuno di quel tipo in gioco e un avversario ne tiene uno.',
  forcedCombat: `Combatti prima la battaglia navale obbligata in ${where} (le tue nuove navi devono attaccare).`,
  noForcedCombat: `Non hai una battaglia navale obbligata in ${where}.`,
  landBegun: 'Le battaglie navali vengono prima delle offensive terrestri: le tue sono cominciate.',
  zoneNotControlled: `Non controlli ${where}: lì devono esserci solo le tue navi.`,
  zonesNotAdjacent: `${where} non è adiacente a quella zona.`,
  ownZone: `${where} è già tua: sposta lì le navi con una manovra navale.`,
  keepOneShip: `Almeno una nave resta in ${where}: puoi mandarne ${max}.`,
  notEmpty: `${where} non è vuoto: attaccalo.`,
  empty: `${where} è vuoto: entraci senza combattere (occupa).`,
  unreachable: `${where} non si raggiunge da lì, nemmeno con uno sbarco (fino a 3 zone di mare controllate).`,
  epidemicCost: `Invadere ${where} costa 1 armata per epidemia: il territorio di partenza deve averne almeno ${max}.`,
  manoeuvreUsed: 'Quella manovra è già stata fatta in questo turno.',
  notFromStart: `Possono partire solo le unità che erano in ${where} all’inizio della fase di manovra: al massimo ${max}.`,
  notConnected: 'Quei luoghi non sono collegati da tuoi territori o zone di mare.',
  noLeader: `Non hai né generali né ammiragli in ${where}.`,
  startingUnits: 'Piazza prima il generale e la fortificazione iniziali.',
});

const byLocale: Record<Locale, Messages> = { en, fr, it, de, 'es-ES': es };

/** The advanced game's refusals in `locale`, for a place and a count. */
export const advancedRefusals = (locale: Locale): Messages => byLocale[locale];

/** A sea zone's name in `locale` (the Europe 1811 board), or the id itself when it names none. */
export function seaZoneName(mapId: string, id: string, locale: Locale): string {
  const z = getMap(mapId).seas.zones.find((x) => x.id === id);
  return z ? (z.name[locale] ?? id) : id;
}

/** The refusal's sentence; `name` names a territory (zones are named here). */
export function advancedError(e: AdvancedError, locale: Locale, name: (id: string) => string): string {
  const zone = e.at === null ? '' : seaZoneName('europe-1811', e.at, locale);
  const where = e.at === null ? '' : zone !== e.at ? zone : name(e.at);
  return byLocale[locale](where, e.max ?? 0)[e.reason];
}

/** /risk rules: the ruleset's title and summary (what the project decided is said to be its own). */
export interface AdvancedRulesWords {
  title: string;
  summary: string;
  capitals: string;
}

export const advancedRulesWords: Record<Locale, AdvancedRulesWords> = {
  de: deRules,
  'es-ES': esRules,
  en: {
    title: 'Risk Napoléon: advanced game',
    capitals:
      'Capitals (NA-CAP): from round 2, holding an empire’s capital and most of its territories pays its capital bonus in armies and victory points; no card for completing a mission.',
    summary:
      'Five rounds on the Europe 1811 board with its 8 sea zones; the most victory points win, even for an eliminated player (NA-WIN). Each turn: victory points for every empire and sea route you hold; reinforcements ((territories + zones) ÷ 3, at least 3, plus empires and routes), which you may convert into ships, generals, admirals and fortifications; naval combat, then land offensives (landings across up to 3 controlled zones; generals and forts add to the dice; epidemics cost attackers); manoeuvres (one land, one naval, one per general or admiral); epidemics strike; up to 3 cards. Where the rulebook lost or never printed a value the bot decides: see docs/napoleon.md.',
  },
  fr: {
    title: 'Risk Napoléon : règles avancées',
    capitals:
      'Capitales (NA-CAP) : dès le 2e tour, tenir la capitale d’un empire et la majorité de ses territoires rapporte son bonus de capitale en renforts et en points de victoire ; pas de carte pour une mission accomplie.',
    summary:
      'Cinq tours sur le plateau Europe 1811 et ses 8 zones maritimes ; le plus de points de victoire l’emporte, même éliminé (NA-WIN). Chaque tour : des points pour chaque empire et route maritime contrôlés ; des renforts ((territoires + zones) ÷ 3, au moins 3, plus empires et routes), convertibles en navires, généraux, amiraux et fortifications ; combats navals puis offensives terrestres (débarquements par jusqu’à 3 zones contrôlées ; généraux et fortifications sur les dés ; les épidémies coûtent à l’attaquant) ; manœuvres (une terrestre, une navale, une par général ou amiral) ; épidémies ; jusqu’à 3 cartes. Là où la règle a perdu ou n’a jamais imprimé une valeur, le bot décide : voir docs/napoleon.md.',
  },
  it: {
    title: 'Risk Napoléon: regole avanzate',
    capitals:
      'Capitali (NA-CAP): dal 2º turno, tenere la capitale di un impero e la maggioranza dei suoi territori frutta il suo bonus di capitale in rinforzi e punti vittoria; nessuna carta per una missione compiuta.',
    summary:
      'Cinque turni sul tabellone Europa 1811 con le sue 8 zone di mare; vince chi ha più punti vittoria, anche se eliminato (NA-WIN). Ogni turno: punti per ogni impero e rotta marittima controllati; rinforzi ((territori + zone) ÷ 3, almeno 3, più imperi e rotte), convertibili in navi, generali, ammiragli e fortificazioni; battaglie navali e poi offensive terrestri (sbarchi attraverso fino a 3 zone controllate; generali e fortificazioni sui dadi; le epidemie costano all’attaccante); manovre (una terrestre, una navale, una per generale o ammiraglio); epidemie; fino a 3 carte. Dove il regolamento ha perso o non ha mai stampato un valore decide il bot: vedi docs/napoleon.md.',
  },
};
