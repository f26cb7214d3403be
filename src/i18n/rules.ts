// /risk rules and settings for players: the ruleset and its options in words, in the reader's
// language, with the rule ids after them (secondary, for anyone who wants the reference in
// docs/rules/). Every option value of every ruleset has words (compile-time: Words below).
import type { RuleOptions, RulesetId } from '../engine/types.js';
import type { Locale } from './names.js';
import { getRuleset, mapIdOf } from '../rules/registry.js';
import { napoleonMessages } from './napoleon.js';
import { count } from './plural.js';
import { duelMessages } from './napoleon-duel.js';

interface Words {
  title: Record<RulesetId, string>;
  summary: Record<RulesetId, string>;
  players: (min: number, max: number) => string;
  optionsHeader: string;
  setup: Record<string, string>;
  twoPlayer: Record<RuleOptions['twoPlayer'], string>;
  cardValues: Record<RuleOptions['cardValues'], string>;
  fortify: Record<RuleOptions['fortify'], string>;
  cap: (cap: number | null) => string;
  cardReroll: string;
  commanders: string;
  noCards: string;
  timeLimit: (duration: string | null, risiko: boolean) => string;
  capitals: Record<'1992' | '2000', string>;
  hqsToWin: string;
  missionGoal: Record<RuleOptions['missionGoal'], string>;
  /** Optional rules that are off, listed in one line. */
  off: (names: string) => string;
  offNames: { cardReroll: string; commanders: string };
  settingsHeader: string;
  deadline: (duration: string | null) => string;
  afk: Record<'end' | 'ai', string>;
  takeover: (missed: number, how: 'ai' | 'passive') => string;
  autopilot: (on: boolean) => string;
  reference: string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  days: (n: number) => string;
}

const en: Words = {
  title: {
    classic: 'Classic Risk',
    capitals: 'Risk with capitals',
    missions: 'Risk with secret missions',
    risiko: 'RisiKo! (tournament rules)',
    napoleon: 'Risk Napoléon (Europe 1811)',
    'napoleon-missions': 'Risk Napoléon: Risk Mission',
    'napoleon-teams': 'Risk Napoléon: teams',
    'napoleon-duel': duelMessages.en.title,
  },
  summary: {
    classic:
      'Conquer the world: take all 42 territories (C-WIN-1). Each turn: reinforce (territories ÷ 3, at least 3, plus whole continents), attack as often as you like (C-ATK-5), then one fortifying move (C-FOR-1). Card sets give extra armies.',
    capitals:
      'Each player picks a secret headquarters among their territories after setup (K-1). Win by holding your own HQ and enough of the others’ (K-2). Otherwise as classic.',
    missions:
      'Each player gets a secret mission by DM (M-1): conquer continents, a number of territories, or destroy a colour. The first to complete theirs on their own turn wins (M-4). Otherwise as classic.',
    napoleon:
      'Conquer Europe: own all 48 territories of the 1811 board (N-WIN-1). Sets follow the Golden Cavalier track (N-CRD-1); one die attacks from 2 armies, two from 3, three from 4 (N-ATK-1); one strategic move along your own territories ends the turn (N-FOR-1). The board, empire bonuses and track are reconstructed: see docs/napoleon.md.',
    'napoleon-missions':
      'Four secret missions each, one per rank (Caporal, Capitaine, Général, Empereur) (NM-1); claim one a turn when it holds (NM-3); the fourth claimed wins. The mission cards are designed by this project: see docs/napoleon.md.',
    'napoleon-teams':
      'Two teams seated alternately (4 or 6 players). Team-mates may stand on the same territories; the larger stack controls it, a tie controls nothing (NT-1). Reinforcements count controlled territories only (NT-2); no attacks on team-mates, strategic moves through friendly land (NT-3); one card hand per team (NT-4). The first team to eliminate any opposing player wins (NT-5).',
    'napoleon-duel': duelMessages.en.summary,
    risiko:
      'Italian tournament rules: a secret territorial objective for each player (R-SET-3), no minimum of 3 reinforcements (R-REI-1), the defender rolls up to 3 dice (R-ATK-1), territories on a front keep 2 armies (R-GAR-1), no eliminations before round 4 (R-ELM-1). With a time limit the sdadata ends the game and objectives are scored (R-END-1, R-SCO-1).',
  },
  players: (min, max) => `${min} to ${max} players.`,
  optionsHeader: 'This game',
  setup: {
    auto: 'Setup: territories dealt and armies spread at random; play starts at once (C-SET-5).',
    deal: 'Setup: territories dealt, then everyone places the rest of their armies in turns (C-SET-4).',
    claim: 'Setup: players claim empty territories one at a time, then place the rest (C-SET-3).',
    simultaneous: 'Setup: territories dealt, then everyone places their armies privately at the same time (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'With 2 players: a neutral army that both players reinforce to block each other (C-2P).',
    '2000': 'With 2 players: a neutral army that receives half of what the active player gets (M-2P-1).',
  },
  cardValues: {
    escalating: 'Card sets: 4, 6, 8, 10, 12, 15 armies, then 5 more each time (C-CRD-2).',
    linear: 'Card sets: 4, 5, 6, 7… armies (C-OPT-1).',
    fixed: 'Card sets by symbol: three infantry 4, three cavalry 6, three artillery 8, one of each 10 (M-3).',
    risiko: 'Card sets: three alike 8, three different 10, a pair and a wild 12 (R-CRD-2).',
    goldenCavalier: 'Card sets: what the Golden Cavalier shows, 4, 6, 8, 10, 15, 20, then 5 more each time (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Fortify: one move, to a neighbouring territory of yours (C-FOR-1).',
    connected: 'Fortify: moves along chains of your own territories (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'No limit of armies per territory.'
      : `At most ${cap} armies on a territory; armies with no room are lost (C-OPT-3).`,
  cardReroll:
    'Card re-roll: holding the card of the attacking or attacked territory lets you re-roll one die in every roll (C-OPT-4).',
  commanders: 'Commanders: once per turn, turn one of your attack dice into a 6 (C-OPT-5).',
  noCards: 'No territory cards: no draws, no sets, no card bonuses (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'No time limit.'
      : risiko
        ? `Time limit ${d}: then the round in progress is the last one and the sdadata decides when it ends (R-END-1).`
        : `Time limit ${d}: then the player with the most territories wins (C-TOUR-1).`,
  capitals: {
    '1992': 'Headquarters revealed once everyone has chosen; a captured HQ does not eliminate its owner (K-2).',
    '2000': 'Headquarters stay secret until invaded; taking an HQ eliminates its owner (K-3).',
  },
  hqsToWin: 'HQs to hold to win, your own included: all of them with 2–3 players, 3 with 4, 4 with 5–6 (K-2).',
  missionGoal: {
    missions: 'Goal: your secret mission (M-1 to M-6).',
    conquest: 'Goal: world conquest, no missions (M-VAR-1).',
  },
  off: (names) => `Off: ${names}.`,
  offNames: { cardReroll: 'card re-roll (C-OPT-4)', commanders: 'commanders (C-OPT-5)' },
  settingsHeader: 'Table settings',
  deadline: (d) => (d === null ? 'No turn deadline.' : `Turn deadline: ${d}.`),
  afk: { end: 'When time runs out, the turn ends.', ai: 'When time runs out, the AI plays the turn.' },
  takeover: (n, how) =>
    `After ${count('en', n, ['missed turn', 'missed turns'])} in a row, ${how === 'ai' ? 'the AI takes the seat' : 'the armies become a passive army (R-ABN-1)'}.`,
  autopilot: (on) => (on ? 'Your autopilot is on: the AI plays your turns.' : 'Your autopilot is off.'),
  reference: 'Full rules: docs/rules/ (Napoléon: docs/napoleon.md) in the bot’s repository.',
  minutes: (n) => count('en', n, ['minute', 'minutes']),
  hours: (n) => count('en', n, ['hour', 'hours']),
  days: (n) => count('en', n, ['day', 'days']),
};

const fr: Words = {
  title: {
    classic: 'Risk classique',
    capitals: 'Risk avec capitales',
    missions: 'Risk avec missions secrètes',
    risiko: 'RisiKo! (règlement de tournoi)',
    napoleon: 'Risk Napoléon (Europe 1811)',
    'napoleon-missions': 'Risk Napoléon : Risk Mission',
    'napoleon-teams': 'Risk Napoléon : équipes',
    'napoleon-duel': duelMessages.fr.title,
  },
  summary: {
    classic:
      'Conquérir le monde : prendre les 42 territoires (C-WIN-1). À chaque tour : renforts (territoires ÷ 3, au moins 3, plus les continents entiers), autant d’attaques que voulu (C-ATK-5), puis un déplacement (C-FOR-1). Les combinaisons de cartes donnent des armées en plus.',
    capitals:
      'Après la mise en place, chacun choisit en secret un quartier général parmi ses territoires (K-1). On gagne en tenant son QG et assez de QG adverses (K-2). Le reste comme le classique.',
    missions:
      'Chacun reçoit une mission secrète en MP (M-1) : conquérir des continents, un nombre de territoires ou détruire une couleur. Le premier à l’accomplir pendant son tour gagne (M-4). Le reste comme le classique.',
    napoleon:
      'Conquérir l’Europe : posséder les 48 territoires du plateau de 1811 (N-WIN-1). Les combinaisons suivent le Cavalier d’or (N-CRD-1) ; on attaque avec un dé dès 2 armées, deux dès 3, trois dès 4 (N-ATK-1) ; un déplacement stratégique le long de vos territoires termine le tour (N-FOR-1). Plateau, bonus des empires et piste sont reconstitués : voir docs/napoleon.md.',
    'napoleon-missions':
      'Quatre missions secrètes chacun, une par grade (Caporal, Capitaine, Général, Empereur) (NM-1) ; on en réclame une par tour quand elle est remplie (NM-3) ; la quatrième réclamée fait gagner. Les cartes mission sont conçues par le projet : voir docs/napoleon.md.',
    'napoleon-teams':
      'Deux équipes assises en alternance (4 ou 6 joueurs). Les coéquipiers peuvent occuper les mêmes territoires ; la plus grosse pile le contrôle, une égalité ne contrôle rien (NT-1). Les renforts ne comptent que les territoires contrôlés (NT-2) ; pas d’attaque entre coéquipiers, déplacements par des terres amies (NT-3) ; une main de cartes par équipe (NT-4). La première équipe qui élimine un adversaire gagne (NT-5).',
    'napoleon-duel': duelMessages.fr.summary,
    risiko:
      'Règlement de tournoi italien : un objectif territorial secret par joueur (R-SET-3), pas de minimum de 3 renforts (R-REI-1), la défense lance jusqu’à 3 dés (R-ATK-1), les territoires au front gardent 2 armées (R-GAR-1), aucune élimination avant le 4e tour (R-ELM-1). Avec une limite de temps, la sdadata termine la partie et les objectifs sont comptés (R-END-1, R-SCO-1).',
  },
  players: (min, max) => `De ${min} à ${max} joueurs.`,
  optionsHeader: 'Cette partie',
  setup: {
    auto: 'Mise en place : territoires distribués, armées réparties au hasard ; on joue tout de suite (C-SET-5).',
    deal: 'Mise en place : territoires distribués, puis chacun place le reste de ses armées à tour de rôle (C-SET-4).',
    claim: 'Mise en place : chacun prend un territoire libre à tour de rôle, puis place le reste (C-SET-3).',
    simultaneous:
      'Mise en place : territoires distribués, puis tout le monde place ses armées en secret en même temps (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'À 2 joueurs : une armée neutre que chacun renforce pour bloquer l’autre (C-2P).',
    '2000': 'À 2 joueurs : une armée neutre qui reçoit la moitié de ce que reçoit le joueur actif (M-2P-1).',
  },
  cardValues: {
    escalating: 'Combinaisons : 4, 6, 8, 10, 12, 15 armées, puis 5 de plus à chaque fois (C-CRD-2).',
    linear: 'Combinaisons : 4, 5, 6, 7… armées (C-OPT-1).',
    fixed:
      'Combinaisons selon les symboles : trois fantassins 4, trois cavaliers 6, trois canons 8, un de chaque 10 (M-3).',
    risiko: 'Combinaisons : trois identiques 8, trois différentes 10, une paire et un joker 12 (R-CRD-2).',
    goldenCavalier:
      'Combinaisons : ce que montre le Cavalier d’or, 4, 6, 8, 10, 15, 20, puis 5 de plus à chaque fois (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Déplacement : un seul, vers un territoire voisin à vous (C-FOR-1).',
    connected: 'Déplacement : le long de chaînes de vos territoires (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'Pas de limite d’armées par territoire.'
      : `Au plus ${cap} armées par territoire ; les armées sans place sont perdues (C-OPT-3).`,
  cardReroll:
    'Relance par carte : la carte du territoire attaquant ou attaqué permet de relancer un dé à chaque lancer (C-OPT-4).',
  commanders: 'Commandants : une fois par tour, changer un de vos dés d’attaque en 6 (C-OPT-5).',
  noCards: 'Sans cartes territoire : ni pioche, ni combinaisons, ni bonus de cartes (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'Pas de limite de temps.'
      : risiko
        ? `Limite de temps ${d} : le tour en cours est alors le dernier et la sdadata décide de la fin (R-END-1).`
        : `Limite de temps ${d} : ensuite, le joueur qui a le plus de territoires gagne (C-TOUR-1).`,
  capitals: {
    '1992': 'Les QG sont révélés quand tous ont choisi ; un QG pris n’élimine pas son propriétaire (K-2).',
    '2000': 'Les QG restent secrets jusqu’à leur invasion ; prendre un QG élimine son propriétaire (K-3).',
  },
  hqsToWin: 'QG à tenir pour gagner, le vôtre compris : tous à 2–3 joueurs, 3 à 4, 4 à 5–6 (K-2).',
  missionGoal: {
    missions: 'But : votre mission secrète (M-1 à M-6).',
    conquest: 'But : la conquête du monde, sans missions (M-VAR-1).',
  },
  off: (names) => `Désactivé : ${names}.`,
  offNames: { cardReroll: 'relance par carte (C-OPT-4)', commanders: 'commandants (C-OPT-5)' },
  settingsHeader: 'Réglages de la table',
  deadline: (d) => (d === null ? 'Pas de délai par tour.' : `Délai par tour : ${d}.`),
  afk: { end: 'Quand le temps est écoulé, le tour se termine.', ai: 'Quand le temps est écoulé, l’IA joue le tour.' },
  takeover: (n, how) =>
    `Après ${count('fr', n, ['tour manqué', 'tours manqués'])} d’affilée, ${how === 'ai' ? 'l’IA prend la place' : 'les armées deviennent une armée passive (R-ABN-1)'}.`,
  autopilot: (on) =>
    on ? 'Votre pilote automatique est activé : l’IA joue vos tours.' : 'Votre pilote automatique est désactivé.',
  reference: 'Règles complètes (en anglais) : docs/rules/ (Napoléon : docs/napoleon.md) dans le dépôt du bot.',
  minutes: (n) => count('fr', n, ['minute', 'minutes']),
  hours: (n) => count('fr', n, ['heure', 'heures']),
  days: (n) => count('fr', n, ['jour', 'jours']),
};

const it: Words = {
  title: {
    classic: 'Risiko classico',
    capitals: 'Risiko con capitali',
    missions: 'Risiko con missioni segrete',
    risiko: 'RisiKo! (regolamento da torneo)',
    napoleon: 'Risk Napoléon (Europa 1811)',
    'napoleon-missions': 'Risk Napoléon: Risk Mission',
    'napoleon-teams': 'Risk Napoléon: squadre',
    'napoleon-duel': duelMessages.it.title,
  },
  summary: {
    classic:
      'Conquista il mondo: prendi tutti i 42 territori (C-WIN-1). A ogni turno: rinforzi (territori ÷ 3, almeno 3, più i continenti interi), quanti attacchi vuoi (C-ATK-5), poi uno spostamento (C-FOR-1). I tris di carte danno armate in più.',
    capitals:
      'Dopo lo schieramento ognuno sceglie in segreto un quartier generale tra i suoi territori (K-1). Vince chi tiene il proprio QG e abbastanza QG avversari (K-2). Il resto come il classico.',
    missions:
      'Ognuno riceve una missione segreta in privato (M-1): conquistare continenti, un numero di territori o distruggere un colore. Vince il primo che la compie nel proprio turno (M-4). Il resto come il classico.',
    napoleon:
      'Conquista l’Europa: possiedi tutti i 48 territori della mappa del 1811 (N-WIN-1). I tris seguono il Cavaliere d’oro (N-CRD-1); si attacca con un dado da 2 armate, due da 3, tre da 4 (N-ATK-1); uno spostamento strategico lungo i tuoi territori chiude il turno (N-FOR-1). Mappa, bonus degli imperi e tracciato sono ricostruiti: vedi docs/napoleon.md.',
    'napoleon-missions':
      'Quattro missioni segrete a testa, una per grado (Caporal, Capitaine, Général, Empereur) (NM-1); se ne rivendica una per turno quando è compiuta (NM-3); la quarta rivendicata vince. Le carte missione sono ideate dal progetto: vedi docs/napoleon.md.',
    'napoleon-teams':
      'Due squadre sedute a turno (4 o 6 giocatori). I compagni possono stare sugli stessi territori; la pila più grande lo controlla, un pareggio non controlla nulla (NT-1). I rinforzi contano solo i territori controllati (NT-2); niente attacchi tra compagni, spostamenti per terre amiche (NT-3); una mano di carte per squadra (NT-4). Vince la prima squadra che elimina un avversario (NT-5).',
    'napoleon-duel': duelMessages.it.summary,
    risiko:
      'Regolamento da torneo: un obiettivo territoriale segreto per giocatore (R-SET-3), nessun minimo di 3 rinforzi (R-REI-1), la difesa tira fino a 3 dadi (R-ATK-1), i territori di confine tengono 2 armate (R-GAR-1), nessuna eliminazione prima del 4º giro (R-ELM-1). Con un limite di tempo la sdadata chiude la partita e si contano gli obiettivi (R-END-1, R-SCO-1).',
  },
  players: (min, max) => `Da ${min} a ${max} giocatori.`,
  optionsHeader: 'Questa partita',
  setup: {
    auto: 'Preparazione: territori distribuiti e armate sparse a caso; si gioca subito (C-SET-5).',
    deal: 'Preparazione: territori distribuiti, poi ognuno piazza a turno il resto delle armate (C-SET-4).',
    claim: 'Preparazione: a turno ognuno occupa un territorio libero, poi piazza il resto (C-SET-3).',
    simultaneous:
      'Preparazione: territori distribuiti, poi tutti piazzano le armate in segreto nello stesso momento (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'In 2: un’armata neutrale che entrambi rinforzano per bloccarsi (C-2P).',
    '2000': 'In 2: un’armata neutrale che riceve metà di quanto riceve il giocatore di turno (M-2P-1).',
  },
  cardValues: {
    escalating: 'Tris: 4, 6, 8, 10, 12, 15 armate, poi 5 in più ogni volta (C-CRD-2).',
    linear: 'Tris: 4, 5, 6, 7… armate (C-OPT-1).',
    fixed: 'Tris per simbolo: tre fanti 4, tre cavalieri 6, tre cannoni 8, uno per tipo 10 (M-3).',
    risiko: 'Tris: tre uguali 8, tre diversi 10, una coppia e un jolly 12 (R-CRD-2).',
    goldenCavalier: 'Tris: quanto mostra il Cavaliere d’oro, 4, 6, 8, 10, 15, 20, poi 5 in più ogni volta (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Spostamento: uno solo, verso un tuo territorio confinante (C-FOR-1).',
    connected: 'Spostamento: lungo catene di tuoi territori (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'Nessun limite di armate per territorio.'
      : `Al massimo ${cap} armate per territorio; quelle senza posto vanno perse (C-OPT-3).`,
  cardReroll:
    'Rilancio con carta: la carta del territorio che attacca o attaccato permette di rilanciare un dado a ogni lancio (C-OPT-4).',
  commanders: 'Comandanti: una volta per turno, trasforma un tuo dado d’attacco in un 6 (C-OPT-5).',
  noCards: 'Senza carte territorio: niente pesca, niente tris, niente bonus delle carte (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'Nessun limite di tempo.'
      : risiko
        ? `Limite di tempo ${d}: poi il giro in corso è l’ultimo e la sdadata decide la fine (R-END-1).`
        : `Limite di tempo ${d}: poi vince chi ha più territori (C-TOUR-1).`,
  capitals: {
    '1992': 'I QG sono svelati quando tutti hanno scelto; un QG preso non elimina il suo proprietario (K-2).',
    '2000': 'I QG restano segreti finché non vengono invasi; prendere un QG elimina il suo proprietario (K-3).',
  },
  hqsToWin: 'QG da tenere per vincere, il tuo compreso: tutti in 2–3, 3 in 4, 4 in 5–6 (K-2).',
  missionGoal: {
    missions: 'Scopo: la tua missione segreta (da M-1 a M-6).',
    conquest: 'Scopo: la conquista del mondo, senza missioni (M-VAR-1).',
  },
  off: (names) => `Disattivati: ${names}.`,
  offNames: { cardReroll: 'rilancio con carta (C-OPT-4)', commanders: 'comandanti (C-OPT-5)' },
  settingsHeader: 'Impostazioni del tavolo',
  deadline: (d) => (d === null ? 'Nessuna scadenza per turno.' : `Scadenza per turno: ${d}.`),
  afk: { end: 'Quando il tempo scade, il turno finisce.', ai: 'Quando il tempo scade, l’IA gioca il turno.' },
  takeover: (n, how) =>
    `Dopo ${count('it', n, ['turno saltato', 'turni saltati'])} di fila, ${how === 'ai' ? 'l’IA prende il posto' : 'le armate diventano un’armata passiva (R-ABN-1)'}.`,
  autopilot: (on) =>
    on ? 'Il tuo pilota automatico è attivo: l’IA gioca i tuoi turni.' : 'Il tuo pilota automatico è spento.',
  reference: 'Regole complete (in inglese): docs/rules/ (Napoléon: docs/napoleon.md) nel repository del bot.',
  minutes: (n) => count('it', n, ['minuto', 'minuti']),
  hours: (n) => count('it', n, ['ora', 'ore']),
  days: (n) => count('it', n, ['giorno', 'giorni']),
};

const WORDS: Record<Locale, Words> = { en, fr, it };

/** 45 → "45 minutes", 90 → "1 hour 30 minutes", 120 → "2 hours", 1440 → "1 day". */
export function duration(minutes: number, locale: Locale): string {
  const w = WORDS[locale];
  if (minutes % 1440 === 0) return w.days(minutes / 1440);
  if (minutes % 60 === 0) return w.hours(minutes / 60);
  if (minutes > 60) return `${w.hours(Math.floor(minutes / 60))} ${w.minutes(minutes % 60)}`;
  return w.minutes(minutes);
}

export interface TableSettings {
  deadlineMinutes: number | null;
  afk: 'end' | 'ai';
  maxMissed: number;
  takeover: 'ai' | 'passive';
}

/** The table's settings in sentences (and the reader's own autopilot when seated). */
export function settingsLines(s: TableSettings, locale: Locale, autopilot?: boolean): string[] {
  const w = WORDS[locale];
  const lines = [w.deadline(s.deadlineMinutes === null ? null : duration(s.deadlineMinutes, locale))];
  if (s.deadlineMinutes !== null) lines.push(w.afk[s.afk], w.takeover(s.maxMissed, s.takeover));
  if (autopilot !== undefined) lines.push(w.autopilot(autopilot));
  return lines;
}

/** The ruleset and this game's options for players, in the reader's language. */
/** Risk Napoléon: what the rulebook does not print and the project reconstructed or designed, said wherever its rules are shown. */
function reconstructedLines(ruleset: RulesetId, locale: Locale): string[] {
  if (mapIdOf(ruleset) !== 'europe-1811') return [];
  const m = napoleonMessages[locale];
  const rs = getRuleset(ruleset);
  const ranked = rs.goal(rs.defaults, rs.minPlayers) === 'rankedMissions';
  return [`🛠️ ${m.reconstructed}`, ...(ranked ? [`🛠️ ${m.missionsDesigned}`] : [])];
}

export function rulesLines(
  ruleset: RulesetId,
  o: RuleOptions,
  players: { min: number; max: number },
  locale: Locale,
  settings?: TableSettings,
): string[] {
  const w = WORDS[locale];
  const lines = [
    `**${w.title[ruleset]}** (\`${ruleset}\`) — ${w.players(players.min, players.max)}`,
    w.summary[ruleset],
    ...reconstructedLines(ruleset, locale),
    '',
    `**${w.optionsHeader}**`,
  ];
  const bullet = (s: string) => lines.push(`• ${s}`);
  if (ruleset === 'missions') bullet(w.missionGoal[o.missionGoal]);
  bullet(w.setup[o.setup] ?? o.setup);
  if (o.cards === 'none') bullet(w.noCards);
  else bullet(w.cardValues[o.cardValues]);
  bullet(w.fortify[o.fortify]);
  if (o.capitals) {
    bullet(w.capitals[o.capitals]);
    bullet(w.hqsToWin);
  }
  // Only what this ruleset offers: RisiKo! has no cap, re-roll or commanders to switch on.
  const offers = <K extends keyof RuleOptions>(k: K, v: RuleOptions[K]) =>
    (getRuleset(ruleset).choices[k] as readonly unknown[] | undefined)?.includes(v) ?? false;
  if (o.territoryCap !== null || offers('territoryCap', 12)) bullet(w.cap(o.territoryCap));
  if (o.cardReroll) bullet(w.cardReroll);
  if (o.commanders) bullet(w.commanders);
  bullet(w.timeLimit(o.timeLimitMinutes === null ? null : duration(o.timeLimitMinutes, locale), ruleset === 'risiko'));
  if (getRuleset(ruleset).duel)
    bullet(duelMessages[locale].independents[o.independents ?? 'passive']); // N2-P / N2-A
  else if (getRuleset(ruleset).minPlayers <= 2) bullet(w.twoPlayer[o.twoPlayer]);
  const off = [
    !o.cardReroll && offers('cardReroll', true) && w.offNames.cardReroll,
    !o.commanders && offers('commanders', true) && w.offNames.commanders,
  ].filter((x): x is string => !!x);
  if (off.length) bullet(w.off(off.join(', ')));
  if (settings) {
    lines.push('', `**${w.settingsHeader}**`);
    for (const s of settingsLines(settings, locale)) bullet(s);
  }
  lines.push('', `_${w.reference}_`);
  return lines;
}
