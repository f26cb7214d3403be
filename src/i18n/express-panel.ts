// The Risk Express panel's own words (lobby, header, prompts, buttons, the end), in English,
// French and Italian. `en` defines the shape; a missing key in `fr` or `it` is a compile error.
// The rules' words (events, refusals, line names) are in express.ts.
import type { Locale } from './names.js';
import { de } from './locales/de/express-panel.js';
import { es } from './locales/es-ES/express-panel.js';

export interface ExpressPanelWords {
  lobbyTitle: (host: string) => string;
  lobbySeats: (min: number, max: number) => string;
  lobbyHow: string;
  header: (round: number, who: string) => string;
  over: string;
  scores: (list: string) => string;
  started: string;
  ping: (who: string) => string;
  prompt: {
    roll: string;
    fill: (n: number) => string;
    invade: (n: number) => string;
    setAside: string;
    waiting: (who: string) => string;
  };
  select: { fill: string; part: (i: number, n: number) => string };
  btn: { ev: string; autoFillOn: string; autoFillOff: string };
  autoFilled: (who: string) => string;
  autoFill: (on: boolean) => string;
  evTitle: string;
  evNone: string;
  end: {
    title: string;
    line: (who: string, score: number, cards: string, continents: string) => string;
    continentBonus: (name: string, score: number) => string;
    winner: (who: string) => string;
    rounds: (n: number) => string;
  };
  noSecrets: string;
  noHistory: string;
  notHere: string;
  help: string;
}

const en: ExpressPanelWords = {
  lobbyTitle: (h) => `**New game of Risk Express** (host ${h})`,
  lobbySeats: (min, max) => `${min} to ${max} players; the host may add AI seats.`,
  lobbyHow:
    'Roll the 7 dice, fill one line of a card per roll, conquer cards and close continents. Every move is a button.',
  header: (round, who) => `🎲 **Risk Express** · round ${round} · ${who}`,
  over: '🎲 **Risk Express** · game over',
  scores: (list) => `Scores: ${list}`,
  started: '**Risk Express starts!** The highest number of Generals plays first.',
  ping: (who) => `${who}, your turn: roll the dice.`,
  prompt: {
    roll: 'Roll the 7 dice.',
    fill: (n) => (n === 1 ? 'This roll fills one line: fill it.' : `This roll fills ${n} lines: choose one.`),
    invade: (n) => `Choose the card to invade with the line this roll fills (${n} choices).`,
    setAside: 'No line can be filled: set one die aside.',
    waiting: (who) => `Waiting for ${who}.`,
  },
  select: { fill: 'Invade a card: fill one of its lines…', part: (i, n) => `(${i}/${n})` },
  btn: { ev: 'Expected values', autoFillOn: 'Auto-fill: on', autoFillOff: 'Auto-fill: off' },
  autoFilled: (who) => `(only one choice: filled for ${who})`,
  autoFill: (on) =>
    on
      ? 'Auto-fill is on: a roll with only one choice is played for you.'
      : 'Auto-fill is off: you choose even when there is only one choice.',
  evTitle: 'Expected points of each choice (exact odds, for this turn):',
  evNone: 'Nothing to choose right now.',
  end: {
    title: '**Game over — the scores**',
    line: (who, score, cards, continents) =>
      `${who}: **${score}** pts${cards ? ` — ${cards}` : ''}${continents ? ` · continents: ${continents}` : ''}`,
    continentBonus: (name, score) => `${name} (${score})`,
    winner: (who) => `🏆 Winner: ${who}`,
    rounds: (n) => `${n} round${n === 1 ? '' : 's'} played.`,
  },
  noSecrets: 'Risk Express has no secret cards: everything is on the panel.',
  noHistory: 'Risk Express has no turn history: the panel’s log and /risk status tell the game so far.',
  notHere: 'This is a Risk Express game: play with the panel’s buttons (or /risk status, /risk rules).',
  help: '**How to play Risk Express here**\n• `/risk new ruleset:express` opens a lobby (2–5 players); Join, Add AI, Start.\n• On your turn press **Roll**; each roll offers one button per line it can fill (the first filling roll chooses the card), or the dice you may set aside.\n• **Expected values** shows each choice’s expected points; **Auto-fill** plays rolls with only one choice for you.\n• `/risk status`, `/risk rules`, `/risk settings`.',
};

const fr: ExpressPanelWords = {
  lobbyTitle: (h) => `**Nouvelle partie de Risk Express** (hôte ${h})`,
  lobbySeats: (min, max) => `De ${min} à ${max} joueurs ; l’hôte peut ajouter des IA.`,
  lobbyHow:
    'Lancez les 7 dés, remplissez une ligne d’une carte par lancer, conquérez des cartes et fermez des continents. Chaque coup est un bouton.',
  header: (round, who) => `🎲 **Risk Express** · tour ${round} · ${who}`,
  over: '🎲 **Risk Express** · partie terminée',
  scores: (list) => `Scores : ${list}`,
  started: '**Risk Express commence !** Le plus de Généraux joue en premier.',
  ping: (who) => `${who}, à vous : lancez les dés.`,
  prompt: {
    roll: 'Lancez les 7 dés.',
    fill: (n) =>
      n === 1 ? 'Ce lancer remplit une ligne : remplissez-la.' : `Ce lancer remplit ${n} lignes : choisissez-en une.`,
    invade: (n) => `Choisissez la carte à envahir avec la ligne que ce lancer remplit (${n} choix).`,
    setAside: 'Aucune ligne ne peut être remplie : mettez un dé de côté.',
    waiting: (who) => `En attente de ${who}.`,
  },
  select: { fill: 'Envahir une carte : remplir une de ses lignes…', part: (i, n) => `(${i}/${n})` },
  btn: { ev: 'Espérances', autoFillOn: 'Remplissage auto : oui', autoFillOff: 'Remplissage auto : non' },
  autoFilled: (who) => `(un seul choix : rempli pour ${who})`,
  autoFill: (on) =>
    on
      ? 'Remplissage auto activé : un lancer à un seul choix est joué pour vous.'
      : 'Remplissage auto désactivé : vous choisissez même s’il n’y a qu’un choix.',
  evTitle: 'Points espérés de chaque choix (probabilités exactes, pour ce tour) :',
  evNone: 'Rien à choisir pour l’instant.',
  end: {
    title: '**Partie terminée — les scores**',
    line: (who, score, cards, continents) =>
      `${who} : **${score}** pts${cards ? ` — ${cards}` : ''}${continents ? ` · continents : ${continents}` : ''}`,
    continentBonus: (name, score) => `${name} (${score})`,
    winner: (who) => `🏆 Vainqueur : ${who}`,
    rounds: (n) => `${n} tour${n === 1 ? '' : 's'} joué${n === 1 ? '' : 's'}.`,
  },
  noSecrets: 'Risk Express n’a pas de cartes secrètes : tout est sur le panneau.',
  noHistory: 'Risk Express n’a pas d’historique par tour : le journal du panneau et /risk status racontent la partie.',
  notHere:
    'Cette partie est une partie de Risk Express : jouez avec les boutons du panneau (ou /risk status, /risk rules).',
  help: '**Jouer à Risk Express ici**\n• `/risk new ruleset:express` ouvre une partie (2 à 5 joueurs) ; Rejoindre, Ajouter une IA, Commencer.\n• À votre tour, appuyez sur **Lancer** ; chaque lancer propose un bouton par ligne qu’il peut remplir (le premier lancer qui remplit choisit la carte), ou les dés à mettre de côté.\n• **Espérances** montre les points espérés de chaque choix ; **Remplissage auto** joue pour vous les lancers à un seul choix.\n• `/risk status`, `/risk rules`, `/risk settings`.',
};

const it: ExpressPanelWords = {
  lobbyTitle: (h) => `**Nuova partita di Risk Express** (ospite ${h})`,
  lobbySeats: (min, max) => `Da ${min} a ${max} giocatori; l’ospite può aggiungere IA.`,
  lobbyHow:
    'Tira i 7 dadi, riempi una linea di una carta per tiro, conquista carte e chiudi continenti. Ogni mossa è un pulsante.',
  header: (round, who) => `🎲 **Risk Express** · giro ${round} · ${who}`,
  over: '🎲 **Risk Express** · partita finita',
  scores: (list) => `Punteggi: ${list}`,
  started: '**Risk Express comincia!** Chi ha più Generali gioca per primo.',
  ping: (who) => `${who}, tocca a te: tira i dadi.`,
  prompt: {
    roll: 'Tira i 7 dadi.',
    fill: (n) =>
      n === 1 ? 'Questo tiro riempie una linea: riempila.' : `Questo tiro riempie ${n} linee: scegline una.`,
    invade: (n) => `Scegli la carta da invadere con la linea che questo tiro riempie (${n} scelte).`,
    setAside: 'Nessuna linea si può riempire: metti da parte un dado.',
    waiting: (who) => `In attesa di ${who}.`,
  },
  select: { fill: 'Invadi una carta: riempi una delle sue linee…', part: (i, n) => `(${i}/${n})` },
  btn: { ev: 'Valori attesi', autoFillOn: 'Riempimento auto: sì', autoFillOff: 'Riempimento auto: no' },
  autoFilled: (who) => `(una sola scelta: riempita per ${who})`,
  autoFill: (on) =>
    on
      ? 'Riempimento automatico attivo: un tiro con una sola scelta viene giocato per te.'
      : 'Riempimento automatico spento: scegli tu anche quando c’è una sola scelta.',
  evTitle: 'Punti attesi di ogni scelta (probabilità esatte, per questo turno):',
  evNone: 'Niente da scegliere per ora.',
  end: {
    title: '**Partita finita — i punteggi**',
    line: (who, score, cards, continents) =>
      `${who}: **${score}** pti${cards ? ` — ${cards}` : ''}${continents ? ` · continenti: ${continents}` : ''}`,
    continentBonus: (name, score) => `${name} (${score})`,
    winner: (who) => `🏆 Vince: ${who}`,
    rounds: (n) => `${n} ${n === 1 ? 'giro giocato' : 'giri giocati'}.`,
  },
  noSecrets: 'Risk Express non ha carte segrete: tutto è sul pannello.',
  noHistory: 'Risk Express non ha storia per turno: il registro del pannello e /risk status raccontano la partita.',
  notHere: 'Questa è una partita di Risk Express: gioca con i pulsanti del pannello (o /risk status, /risk rules).',
  help: '**Come si gioca a Risk Express qui**\n• `/risk new ruleset:express` apre una partita (da 2 a 5 giocatori); Unisciti, Aggiungi IA, Inizia.\n• Al tuo turno premi **Tira**; ogni tiro offre un pulsante per ogni linea che può riempire (il primo tiro che riempie sceglie la carta), oppure i dadi da mettere da parte.\n• **Valori attesi** mostra i punti attesi di ogni scelta; **Riempimento auto** gioca per te i tiri con una sola scelta.\n• `/risk status`, `/risk rules`, `/risk settings`.',
};

export const expressPanelWords: Record<Locale, ExpressPanelWords> = { en, fr, it, de, 'es-ES': es };

export function expressPanelCat(locale: Locale): ExpressPanelWords {
  return expressPanelWords[locale];
}
