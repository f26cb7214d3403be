// The words of fog of war (FOG-*): log lines for what happened out of sight, the hidden counts,
// the rules bullet, the private board. One shape in English, French and Italian; a missing key
// is a compile error.
import type { Locale } from './names.js';
import { count } from './plural.js';
import { de } from './locales/de/fog.js';
import { es } from './locales/es-ES/fog.js';

export type FoggedKind = 'attack' | 'naval' | 'conquest' | 'move' | 'place' | 'build' | 'other';

export interface FogCatalogue {
  /** A line for what `who` did out of the reader's sight (FOG-4). */
  fogged: (who: string, kind: FoggedKind) => string;
  /** The turn's first line when its reinforcements are out of sight. */
  turnStarted: (who: string, round: number) => string;
  /** FOG-11: an ally's reinforcements raised out of the reader's sight (the count tells its land). */
  allyReinforced: (who: string, ally: string) => string;
  /** A turn summary's part when some of it was out of sight. */
  inFog: string;
  /** A count the fog hides (territories, armies). */
  hiddenCount: string;
  /** Where a player's land and armies are, for the band and /risk status: in the fog. */
  inTheFog: string;
  /** /risk status: a player whose land and armies the fog hides. */
  statusLine: (name: string, colour: string, cards: number, status: string) => string;
  /** The /risk rules and lobby bullet. */
  rulesBullet: string;
  /** The panel's button for one's own board, and the private reply's title. */
  myBoardButton: string;
  myBoardTitle: string;
  /** A private board shown while others play: when it was drawn, and how to see it anew. */
  asOf: (round: number, who: string) => string;
  refreshButton: string;
  /** Someone not seated asks for their board. */
  notSeated: string;
  /** The footnote under the public board while fog covers it. */
  publicNote: string;
  /** The public panel's prompt under fog: who is playing, and where their controls are. */
  publicPrompt: (who: string) => string;
  /** /risk new asked fog of a ruleset without a board (FOG-1): which rulesets offer it. */
  notOffered: (ruleset: string, offering: string) => string;
  /** /risk help's line. */
  help: string;
}

const EN: FogCatalogue = {
  fogged: (w, k) =>
    ({
      attack: `🌫 ${w} attacked from the fog.`,
      naval: `🌫 ${w} fought at sea in the fog.`,
      build: `🌫 ${w} built in the fog.`,
      conquest: `🌫 ${w} took a territory in the fog.`,
      move: `🌫 ${w} moved armies in the fog.`,
      place: `🌫 ${w} placed armies in the fog.`,
      other: `🌫 ${w} acted in the fog.`,
    })[k],
  turnStarted: (w, r) => `Round ${r}: ${w}'s turn.`,
  allyReinforced: (w, a) => `➕ ${w} raises armies for their ally ${a} (how many is in the fog).`,
  inFog: '🌫 played in the fog',
  hiddenCount: '?',
  inTheFog: 'in the fog',
  statusLine: (n, c, k, s) =>
    `${c} ${n}: land and armies in the fog, ${count('en', k, ['card', 'cards'])}${s ? ` (${s})` : ''}`,
  rulesBullet:
    'Fog of war (FOG-1): each player sees only their own territories and their neighbours, and the seas by their coasts and fleets (team-mates and allies share); the channel sees no territory until the game ends',
  myBoardButton: 'My board',
  myBoardTitle: 'Your board (only you see it)',
  asOf: (r, w) =>
    `🕒 As of round ${r}, waiting for ${w}: others' moves since are not shown until you tap **🔄 Refresh**.`,
  refreshButton: '🔄 Refresh',
  notSeated: 'Only the players of this game have a board of their own under fog of war.',
  publicNote: '🌫 Fog of war: each player sees their own board with **My board**.',
  notOffered: (r, o) => `${r} does not offer fog of war: it has no board to hide. Fog of war is offered by: ${o}.`,
  help: '• `/risk new fog:true`: fog of war, you see only your land, its neighbours and the seas your coasts and fleets touch (**My board**).',
  publicPrompt: (w) => `🌫 Waiting for ${w}. Under fog of war each player plays from **My board** (only they see it).`,
};

const FR: FogCatalogue = {
  fogged: (w, k) =>
    ({
      attack: `🌫 ${w} a attaqué depuis le brouillard.`,
      naval: `🌫 ${w} a combattu en mer dans le brouillard.`,
      build: `🌫 ${w} a construit dans le brouillard.`,
      conquest: `🌫 ${w} a pris un territoire dans le brouillard.`,
      move: `🌫 ${w} a déplacé des armées dans le brouillard.`,
      place: `🌫 ${w} a placé des armées dans le brouillard.`,
      other: `🌫 ${w} a agi dans le brouillard.`,
    })[k],
  turnStarted: (w, r) => `Tour ${r} : à ${w} de jouer.`,
  allyReinforced: (w, a) => `➕ ${w} lève des armées pour son allié ${a} (combien : dans le brouillard).`,
  inFog: '🌫 a joué dans le brouillard',
  hiddenCount: '?',
  inTheFog: 'dans le brouillard',
  statusLine: (n, c, k, s) =>
    `${c} ${n} : territoires et armées dans le brouillard, ${count('fr', k, ['carte', 'cartes'])}${s ? ` (${s})` : ''}`,
  rulesBullet:
    'Brouillard de guerre (FOG-1) : chacun ne voit que ses territoires et leurs voisins, et les mers près de ses côtes et de ses flottes (coéquipiers et alliés partagent leur vue) ; le salon ne voit aucun territoire avant la fin de la partie',
  myBoardButton: 'Mon plateau',
  myBoardTitle: 'Votre plateau (vous seul le voyez)',
  asOf: (r, w) =>
    `🕒 État au tour ${r}, en attente de ${w} : les coups joués depuis n’apparaissent qu’après **🔄 Actualiser**.`,
  refreshButton: '🔄 Actualiser',
  notSeated: 'Seuls les joueurs de la partie ont un plateau à eux sous le brouillard de guerre.',
  publicNote: '🌫 Brouillard de guerre : chacun voit son plateau avec **Mon plateau**.',
  notOffered: (r, o) =>
    `La variante ${r} n’offre pas le brouillard de guerre : elle n’a pas de plateau à cacher. Le brouillard de guerre est offert par : ${o}.`,
  help: '• `/risk nouvelle brouillard:true` : chacun ne voit que ses terres, leurs voisines et les mers de ses côtes et flottes (**Mon plateau**).',
  publicPrompt: (w) =>
    `🌫 En attente de ${w}. Sous le brouillard de guerre chacun joue depuis **Mon plateau** (lui seul le voit).`,
};

const IT: FogCatalogue = {
  fogged: (w, k) =>
    ({
      attack: `🌫 ${w} ha attaccato dalla nebbia.`,
      naval: `🌫 ${w} ha combattuto in mare nella nebbia.`,
      build: `🌫 ${w} ha costruito nella nebbia.`,
      conquest: `🌫 ${w} ha conquistato un territorio nella nebbia.`,
      move: `🌫 ${w} ha spostato armate nella nebbia.`,
      place: `🌫 ${w} ha piazzato armate nella nebbia.`,
      other: `🌫 ${w} ha agito nella nebbia.`,
    })[k],
  turnStarted: (w, r) => `Giro ${r}: tocca a ${w}.`,
  allyReinforced: (w, a) => `➕ ${w} arruola armate per il suo alleato ${a} (quante, nella nebbia).`,
  inFog: '🌫 ha giocato nella nebbia',
  hiddenCount: '?',
  inTheFog: 'nella nebbia',
  statusLine: (n, c, k, s) =>
    `${c} ${n}: territori e armate nella nebbia, ${count('it', k, ['carta', 'carte'])}${s ? ` (${s})` : ''}`,
  rulesBullet:
    'Nebbia di guerra (FOG-1): ognuno vede solo i propri territori e i loro vicini, e i mari vicino alle sue coste e flotte (compagni di squadra e alleati condividono la vista); il canale non vede alcun territorio fino alla fine della partita',
  myBoardButton: 'Il mio tabellone',
  myBoardTitle: 'Il tuo tabellone (lo vedi solo tu)',
  asOf: (r, w) =>
    `🕒 Situazione al giro ${r}, in attesa di ${w}: le mosse successive appaiono solo con **🔄 Aggiorna**.`,
  refreshButton: '🔄 Aggiorna',
  notSeated: 'Solo i giocatori della partita hanno un proprio tabellone con la nebbia di guerra.',
  publicNote: '🌫 Nebbia di guerra: ognuno vede il proprio tabellone con **Il mio tabellone**.',
  notOffered: (r, o) =>
    `La variante ${r} non offre la nebbia di guerra: non ha un tabellone da nascondere. La nebbia di guerra è offerta da: ${o}.`,
  help: '• `/risiko nuova nebbia:true`: nebbia di guerra, vedi solo le tue terre, le vicine e i mari delle tue coste e flotte (**Il mio tabellone**).',
  publicPrompt: (w) =>
    `🌫 In attesa di ${w}. Con la nebbia di guerra ognuno gioca da **Il mio tabellone** (lo vede solo lui).`,
};

export const fogWords: Record<Locale, FogCatalogue> = { en: EN, fr: FR, it: IT, de, 'es-ES': es };
