// Strings of the 1796 campaign (napoleon-campaign, NC-*) in en/fr/it: refusals, the sides,
// independents' statuses, the points' sources, the log lines of its events, and /risk rules.
import type { CampaignRefusal, RuleError } from '../engine/errors.js';
import type { CampaignPointsKey, CampaignPower, CampaignSide, Locale } from '../engine/types.js';
import type { Namer } from './catalogue.js';
import { count, type Forms } from './plural.js';
import { de } from './locales/de/napoleon-campaign.js';
import { es } from './locales/es-ES/napoleon-campaign.js';

/** An army in each language, for the lines' counts ("1 army", "2 armies"). */
const ARMIES: Record<'en' | 'fr' | 'it', Forms> = {
  en: ['army', 'armies'],
  fr: ['armée', 'armées'],
  it: ['armata', 'armate'],
};

type CampaignError = Extract<RuleError, { code: 'campaign' }>;

export interface CampaignWords {
  title: string;
  summary: string;
  side: Record<CampaignSide, string>;
  power: Record<CampaignPower, string>;
  neutral: string;
  status: { neutral: string; allyOf: (seat: string) => string };
  year: (year: number, round: number, last: number) => string;
  points: Record<CampaignPointsKey, string>;
  /** The `campaignSide` option's values. */
  sideOption: Record<'random' | CampaignSide, string>;
  /** The designed set-up, said wherever the scenario is described. */
  designed: string;
  lines: {
    sides: (france: string, england: string, drawn: boolean) => string;
    allyReinforced: (who: string, ally: string, armies: number) => string;
    allyRolled: (ally: string, die: number, bonus: number, changed: boolean, status: string) => string;
    allyLost: (ally: string, reason: 'capital' | 'annexed') => string;
    allyBought: (who: string, ally: string, capital: string, armies: number) => string;
    annexed: (who: string, territory: string, armies: number, withCard: boolean) => string;
    allyManoeuvred: (ally: string, from: string, to: string, count: number) => string;
    finalScoring: (year: number) => string;
  };
  error: (e: CampaignError, where: string, who: string, legal: string) => string;
}

const en: CampaignWords = {
  title: 'Risk Napoléon: the 1796 campaign',
  summary:
    'France (blue) against England (red) from 1796, two players, on the advanced rules without missions (NC-0-1). Austria, Prussia and Russia are active independents that change sides (allies get reinforcements counted like a player’s; give cards to sway them); yellow is a passive neutral. England starts allied with Austria and Prussia; France plays first. Annex an ally’s territory or, for a card, a neutral one at the end of your turn; England keeps 5 armies on each of its home territories. 8 rounds (1796–1810), then a final scoring: the most victory points win, or eliminate your opponent. The starting position is designed by the project (the rulebook’s diagram is missing): see docs/rules/napoleon-campaign.md.',
  side: { france: 'France', england: 'England' },
  power: { austria: 'Austria', prussia: 'Prussia', russia: 'Russia' },
  neutral: 'Neutral',
  status: { neutral: 'neutral', allyOf: (seat) => `ally of ${seat}` },
  year: (year, round, last) => `${year} (round ${Math.min(round, last)} of ${last})`,
  points: {
    empire: 'empires',
    route: 'sea routes',
    capital: 'capital',
    supremacy: 'sea supremacy',
    egypt: 'Égypte',
    allies: 'allies',
    invasion: 'first invasions',
    capture: 'captures',
    captured: 'leaders lost',
    census: 'census',
  },
  sideOption: { random: 'drawn at random', france: 'first seat plays France', england: 'first seat plays England' },
  designed:
    'The starting position is designed by the project from the history of 1796 (the rulebook’s diagram is missing).',
  lines: {
    sides: (france, england, drawn) => `🎖️ ${france} plays France, ${england} plays England${drawn ? ' (drawn)' : ''}.`,
    allyReinforced: (who, ally, armies) => `➕ ${who} raises ${count('en', armies, ARMIES.en)} for their ally ${ally}.`,
    allyRolled: (ally, die, bonus, changed, status) =>
      `🎲 ${die}${bonus ? ` +${bonus}` : ''} for ${ally} after a failed invasion: ${changed ? `now ${status}` : `stays ${status}`}.`,
    allyLost: (ally, reason) =>
      reason === 'capital'
        ? `🏛️ ${ally}’s capital is invaded: ${ally} turns neutral.`
        : `${ally} turns neutral after an annexation.`,
    allyBought: (who, ally, capital, armies) =>
      `🤝 ${who} spends a card: ${ally} is now their ally, with ${count('en', armies, ARMIES.en)} on ${capital}.`,
    annexed: (who, territory, armies, withCard) =>
      `📜 ${who} annexes ${territory} (${count('en', armies, ARMIES.en)})${withCard ? ' for a card' : ''}.`,
    allyManoeuvred: (ally, from, to, count) => `↪️ ${ally} moves ${count} from ${from} to ${to}.`,
    finalScoring: (year) => `🏁 ${year}: final scoring.`,
  },
  error: (e, where, who, legal) => {
    const m: Record<CampaignRefusal, string> = {
      annexPhase: 'Annexations come at the end of your turn: in the manoeuvre phase.',
      annexUsed: `You have already made that annexation this turn${legal ? `; still possible: ${legal}` : ''}.`,
      annexTarget: `${where || 'That territory'} cannot be annexed${legal ? `. You can annex: ${legal}` : ' now'}.`,
      annexCapital: `${where} is a capital: it cannot be annexed${legal ? `. You can annex: ${legal}` : ''}.`,
      annexCard: `${where}: an ally’s territory is annexed without a card; a neutral’s needs one.`,
      noOffer: 'No independent’s capital was just invaded by you: there is no ally to buy with a card now.',
      retreatTo: `Your armies leave the capital for an adjacent territory of yours${legal ? `: ${legal}` : ''}.`,
      passiveNeutral: 'The yellow neutral is passive: it never becomes an ally and takes no cards.',
      homeDefence: `England keeps 5 armies on each home territory: ${where} can spare ${e.max ?? 0}.`,
      allyManoeuvre: `${who || 'That army'} cannot manoeuvre now: each ally makes one manoeuvre, in your manoeuvre phase.`,
    };
    return m[e.reason];
  },
};

const fr: CampaignWords = {
  title: 'Risk Napoléon : la campagne de 1796',
  summary:
    'La France (bleu) contre l’Angleterre (rouge) à partir de 1796, à deux, avec les règles avancées sans missions (NC-0-1). L’Autriche, la Prusse et la Russie sont des indépendants actifs qui changent de camp (les alliés reçoivent des renforts comptés comme ceux d’un joueur ; donnez-leur des cartes pour les rallier) ; le jaune est un neutre passif. L’Angleterre commence alliée de l’Autriche et de la Prusse ; la France joue en premier. Annexez un territoire d’un allié ou, contre une carte, d’un neutre à la fin de votre tour ; l’Angleterre garde 5 armées sur chacun de ses territoires. 8 tours (1796–1810), puis un décompte final : le plus de points de victoire gagne, ou éliminez l’adversaire. La position de départ est conçue par le projet (le schéma de la règle manque) : voir docs/rules/napoleon-campaign.md.',
  side: { france: 'France', england: 'Angleterre' },
  power: { austria: 'Autriche', prussia: 'Prusse', russia: 'Russie' },
  neutral: 'Neutre',
  status: { neutral: 'neutre', allyOf: (seat) => `allié de ${seat}` },
  year: (year, round, last) => `${year} (tour ${Math.min(round, last)} sur ${last})`,
  points: {
    empire: 'empires',
    route: 'routes maritimes',
    capital: 'capitale',
    supremacy: 'suprématie maritime',
    egypt: 'Égypte',
    allies: 'alliés',
    invasion: 'premières invasions',
    capture: 'captures',
    captured: 'chefs perdus',
    census: 'recensement',
  },
  sideOption: {
    random: 'tiré au sort',
    france: 'la première place joue la France',
    england: 'la première place joue l’Angleterre',
  },
  designed: 'La position de départ est conçue par le projet d’après l’histoire de 1796 (le schéma de la règle manque).',
  lines: {
    sides: (france, england, drawn) =>
      `🎖️ ${france} joue la France, ${england} l’Angleterre${drawn ? ' (tirage)' : ''}.`,
    allyReinforced: (who, ally, armies) => `➕ ${who} lève ${count('fr', armies, ARMIES.fr)} pour son allié ${ally}.`,
    allyRolled: (ally, die, bonus, changed, status) =>
      `🎲 ${die}${bonus ? ` +${bonus}` : ''} pour ${ally} après une invasion manquée : ${changed ? `désormais ${status}` : `reste ${status}`}.`,
    allyLost: (ally, reason) =>
      reason === 'capital'
        ? `🏛️ La capitale de ${ally} est envahie : ${ally} devient neutre.`
        : `${ally} devient neutre après une annexion.`,
    allyBought: (who, ally, capital, armies) =>
      `🤝 ${who} dépense une carte : ${ally} devient son allié, avec ${count('fr', armies, ARMIES.fr)} sur ${capital}.`,
    annexed: (who, territory, armies, withCard) =>
      `📜 ${who} annexe ${territory} (${count('fr', armies, ARMIES.fr)})${withCard ? ' contre une carte' : ''}.`,
    allyManoeuvred: (ally, from, to, count) => `↪️ ${ally} déplace ${count} de ${from} à ${to}.`,
    finalScoring: (year) => `🏁 ${year} : décompte final.`,
  },
  error: (e, where, who, legal) => {
    const m: Record<CampaignRefusal, string> = {
      annexPhase: 'Les annexions se font à la fin de votre tour : pendant la phase de manœuvre.',
      annexUsed: `Vous avez déjà fait cette annexion ce tour-ci${legal ? ` ; encore possible : ${legal}` : ''}.`,
      annexTarget: `${where || 'Ce territoire'} ne peut pas être annexé${legal ? `. Vous pouvez annexer : ${legal}` : ' maintenant'}.`,
      annexCapital: `${where} est une capitale : elle ne peut pas être annexée${legal ? `. Vous pouvez annexer : ${legal}` : ''}.`,
      annexCard: `${where} : le territoire d’un allié s’annexe sans carte ; celui d’un neutre en demande une.`,
      noOffer:
        'Vous n’avez pas envahi la capitale d’un indépendant à l’instant : pas d’allié à acheter avec une carte.',
      retreatTo: `Vos armées quittent la capitale pour un territoire voisin à vous${legal ? ` : ${legal}` : ''}.`,
      passiveNeutral: 'Le neutre jaune est passif : il ne devient jamais allié et ne prend pas de cartes.',
      homeDefence: `L’Angleterre garde 5 armées sur chacun de ses territoires : ${where} peut en céder ${e.max ?? 0}.`,
      allyManoeuvre: `${who || 'Cette armée'} ne peut pas manœuvrer maintenant : chaque allié fait une manœuvre, pendant votre phase de manœuvre.`,
    };
    return m[e.reason];
  },
};

const it: CampaignWords = {
  title: 'Risk Napoléon: la campagna del 1796',
  summary:
    'La Francia (blu) contro l’Inghilterra (rosso) dal 1796, in due, con le regole avanzate senza missioni (NC-0-1). Austria, Prussia e Russia sono indipendenti attivi che cambiano schieramento (gli alleati ricevono rinforzi contati come quelli di un giocatore; date loro carte per conquistarli); il giallo è un neutrale passivo. L’Inghilterra inizia alleata di Austria e Prussia; la Francia gioca per prima. Annettete un territorio di un alleato o, per una carta, di un neutrale alla fine del turno; l’Inghilterra tiene 5 armate su ciascun territorio di casa. 8 turni (1796–1810), poi un conteggio finale: vince chi ha più punti vittoria, o chi elimina l’avversario. La posizione iniziale è progettata dal progetto (lo schema del regolamento manca): vedi docs/rules/napoleon-campaign.md.',
  side: { france: 'Francia', england: 'Inghilterra' },
  power: { austria: 'Austria', prussia: 'Prussia', russia: 'Russia' },
  neutral: 'Neutrale',
  status: { neutral: 'neutrale', allyOf: (seat) => `alleato di ${seat}` },
  year: (year, round, last) => `${year} (turno ${Math.min(round, last)} di ${last})`,
  points: {
    empire: 'imperi',
    route: 'rotte marittime',
    capital: 'capitale',
    supremacy: 'supremazia navale',
    egypt: 'Egitto',
    allies: 'alleati',
    invasion: 'prime invasioni',
    capture: 'catture',
    captured: 'capi perduti',
    census: 'censimento',
  },
  sideOption: {
    random: 'estratto a sorte',
    france: 'il primo posto gioca la Francia',
    england: 'il primo posto gioca l’Inghilterra',
  },
  designed: 'La posizione iniziale è progettata dal progetto sulla storia del 1796 (lo schema del regolamento manca).',
  lines: {
    sides: (france, england, drawn) =>
      `🎖️ ${france} gioca la Francia, ${england} l’Inghilterra${drawn ? ' (sorteggio)' : ''}.`,
    allyReinforced: (who, ally, armies) =>
      `➕ ${who} arruola ${count('it', armies, ARMIES.it)} per il suo alleato ${ally}.`,
    allyRolled: (ally, die, bonus, changed, status) =>
      `🎲 ${die}${bonus ? ` +${bonus}` : ''} per ${ally} dopo un’invasione fallita: ${changed ? `ora ${status}` : `resta ${status}`}.`,
    allyLost: (ally, reason) =>
      reason === 'capital'
        ? `🏛️ La capitale di ${ally} è invasa: ${ally} diventa neutrale.`
        : `${ally} diventa neutrale dopo un’annessione.`,
    allyBought: (who, ally, capital, armies) =>
      `🤝 ${who} spende una carta: ${ally} è ora suo alleato, con ${count('it', armies, ARMIES.it)} su ${capital}.`,
    annexed: (who, territory, armies, withCard) =>
      `📜 ${who} annette ${territory} (${count('it', armies, ARMIES.it)})${withCard ? ' per una carta' : ''}.`,
    allyManoeuvred: (ally, from, to, count) => `↪️ ${ally} sposta ${count} da ${from} a ${to}.`,
    finalScoring: (year) => `🏁 ${year}: conteggio finale.`,
  },
  error: (e, where, who, legal) => {
    const m: Record<CampaignRefusal, string> = {
      annexPhase: 'Le annessioni si fanno alla fine del turno: nella fase di manovra.',
      annexUsed: `Hai già fatto questa annessione in questo turno${legal ? `; ancora possibile: ${legal}` : ''}.`,
      annexTarget: `${where || 'Quel territorio'} non può essere annesso${legal ? `. Puoi annettere: ${legal}` : ' ora'}.`,
      annexCapital: `${where} è una capitale: non può essere annessa${legal ? `. Puoi annettere: ${legal}` : ''}.`,
      annexCard: `${where}: il territorio di un alleato si annette senza carta; quello di un neutrale ne richiede una.`,
      noOffer: 'Non hai appena invaso la capitale di un indipendente: nessun alleato da comprare con una carta.',
      retreatTo: `Le tue armate lasciano la capitale per un tuo territorio vicino${legal ? `: ${legal}` : ''}.`,
      passiveNeutral: 'Il neutrale giallo è passivo: non diventa mai alleato e non prende carte.',
      homeDefence: `L’Inghilterra tiene 5 armate su ogni territorio di casa: ${where} può cederne ${e.max ?? 0}.`,
      allyManoeuvre: `${who || 'Quell’armata'} non può manovrare ora: ogni alleato fa una manovra, nella tua fase di manovra.`,
    };
    return m[e.reason];
  },
};

export const campaignWords: Record<Locale, CampaignWords> = { en, fr, it, de, 'es-ES': es };

/** A refusal of the campaign, naming the territory, the army and what is legal instead. */
export function campaignError(e: CampaignError, locale: Locale, n: Namer): string {
  const where = e.at === null ? '' : n.t(e.at);
  const who = e.independent === null ? '' : n.p(e.independent);
  const legal = e.reason === 'annexUsed' ? e.legal.join(', ') : n.list(e.legal.map((t) => n.t(t)));
  return campaignWords[locale].error(e, where, who, e.legal.length ? legal : '');
}
