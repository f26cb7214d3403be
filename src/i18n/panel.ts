// The live panel's words: its header and prompts, the tap controls, the turn ping and its
// "since your last turn" digest, AI turn summaries, undo, confirmations, AFK pause. `en`
// defines the shape; `fr` and `it` must match it (a missing key is a compile error).
import type { Locale } from './names.js';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export interface PanelCatalogue {
  header: (ruleset: string, round: number, phase: string, who: string) => string;
  prompt: {
    place: (left: number) => string;
    amount: (where: string, max: number) => string;
    neutral: (left: number) => string;
    /** N2-A: the armies rolled for an ally (`ally`: its colour and name), placed before one's own. */
    allyArmies: (left: number, ally: string) => string;
    claim: string;
    attackFrom: string;
    attackTarget: (from: string) => string;
    attackDice: (from: string, a: number, to: string, d: number, pct: string) => string;
    conquest: (to: string, min: number, max: number) => string;
    pendingRoll: (att: string, def: string) => string;
    fortifyFrom: string;
    fortifyTo: (from: string) => string;
    fortifyAmount: (from: string, to: string, max: number) => string;
    hq: string;
    waiting: (who: string) => string;
    paused: string;
    simultaneous: string;
    plan: (plan: string, left: number) => string;
  };
  select: {
    placeOn: string;
    neutralOn: string;
    allyOn: (ally: string) => string;
    claim: string;
    attackFrom: string;
    attackTarget: string;
    moveExactly: string;
    fortifyFrom: string;
    fortifyTo: string;
    fortifyExactly: string;
    hq: string;
    part: (placeholder: string, i: number, n: number) => string;
    odds: (pct: string) => string;
  };
  btn: {
    all: (n: number) => string;
    dice: (n: number) => string;
    blitz: string;
    back: string;
    moveMin: (n: number) => string;
    moveHalf: (n: number) => string;
    moveAll: (n: number) => string;
    accept: string;
    commander: (die: number, value: number) => string;
    reroll: (die: number, value: number) => string;
    endAttack: string;
    endTurn: string;
    endPhase: string;
    trade: (armies: number) => string;
    undo: string;
    secrets: string;
    chooseHq: string;
    takeBack: string;
    confirm: string;
    keep: string;
    placeMine: string;
    autoPlace: string;
    clearPlan: string;
    confirmPlan: string;
  };
  ping: (mention: string, phase: string) => string;
  reinforcements: (n: number) => string;
  since: {
    header: string;
    lost: (by: string, what: string) => string;
    eliminated: (who: string) => string;
    traded: (who: string, armies: number) => string;
    continentTaken: (who: string, continent: string) => string;
    continentBroken: (continent: string) => string;
    quiet: string;
  };
  ai: {
    turn: (who: string, round: number, parts: string) => string;
    placed: (n: number) => string;
    attacks: (n: number) => string;
    took: (list: string) => string;
    moved: (n: number) => string;
    passed: string;
    from: (territory: string, victim: string) => string;
  };
  undone: (who: string) => string;
  nothingToUndo: string;
  confirmAbandon: string;
  confirmCancel: string;
  confirmPlaceAll: (n: number, where: string) => string;
  dismissed: string;
  onPanel: string;
  notYourControls: (who: string) => string;
  paused: (how: string) => string;
  takeBackHow: string;
  seatBack: (who: string) => string;
  dmPing: (channel: string) => string;
  notify: (mode: string) => string;
  notifyModes: Record<'mention' | 'dm' | 'both' | 'none', string>;
  setupPings: (auto: number, deal: number, claim: number, simultaneous: number) => string;
}

export const panelEn: PanelCatalogue = {
  header: (ruleset, round, phase, who) => `**${ruleset}** · round ${round} · ${phase} — ${who}`,
  prompt: {
    place: (left) => `Tap a territory to place on (${left} ${plural(left, 'army', 'armies')} left).`,
    amount: (where, max) => `How many on ${where}? (up to ${max})`,
    neutral: (left) => `Place ${left} neutral ${plural(left, 'army', 'armies')}.`,
    allyArmies: (left, ally) =>
      `Place ${left} ${plural(left, 'army', 'armies')} of your ally ${ally} on its territories.`,
    claim: 'Pick a territory to claim.',
    attackFrom: 'Attack: pick where from — or end the attack.',
    attackTarget: (from) => `Attack from ${from}: pick a target.`,
    attackDice: (from, a, to, d, pct) => `${from} (${a}) → ${to} (${d}): ${pct} to take it. Roll how many dice?`,
    conquest: (to, min, max) => `You took ${to}! Move ${min}–${max} armies in.`,
    pendingRoll: (att, def) => `Your dice ${att} vs ${def}: keep them, or change a die.`,
    fortifyFrom: 'Fortify: pick where from — or end your turn.',
    fortifyTo: (from) => `Fortify from ${from}: pick where to.`,
    fortifyAmount: (from, to, max) => `Move how many from ${from} to ${to}? (up to ${max})`,
    hq: 'Everyone picks a headquarters (secret until all have chosen).',
    waiting: (who) => `Waiting for ${who}.`,
    paused: 'Paused: every player is away.',
    simultaneous: 'Everyone places their armies at once, in secret: tap Place my armies.',
    plan: (plan, left) => `Your plan (secret until everyone confirms): ${plan || '—'}. ${left} left.`,
  },
  select: {
    placeOn: 'Place on…',
    neutralOn: 'Neutral armies on…',
    allyOn: (ally) => `Armies of ${ally} on…`,
    claim: 'Claim…',
    attackFrom: 'Attack from…',
    attackTarget: 'Attack…',
    moveExactly: 'Move exactly…',
    fortifyFrom: 'Fortify from…',
    fortifyTo: 'Fortify to…',
    fortifyExactly: 'Move exactly…',
    hq: 'Your headquarters…',
    part: (placeholder, i, n) => `${placeholder} (${i}/${n})`,
    odds: (pct) => `${pct} to take it`,
  },
  btn: {
    all: (n) => `All (${n})`,
    dice: (n) => `🎲 ×${n}`,
    blitz: 'Blitz',
    back: '← Back',
    moveMin: (n) => `Move ${n}`,
    moveHalf: (n) => `Half (${n})`,
    moveAll: (n) => `All (${n})`,
    accept: 'Keep the roll',
    commander: (die, value) => `🎖️ die ${die} (${value})→6`,
    reroll: (die, value) => `🃏 re-roll die ${die} (${value})`,
    endAttack: 'End attack',
    endTurn: 'End turn',
    endPhase: 'End phase',
    trade: (armies) => `Trade cards (+${armies})`,
    undo: '↶ Undo',
    secrets: 'My secrets',
    chooseHq: 'Choose my HQ',
    takeBack: 'Take my seat back',
    confirm: 'Yes, do it',
    keep: 'No',
    placeMine: 'Place my armies',
    autoPlace: 'Place the rest at random',
    clearPlan: 'Start over',
    confirmPlan: 'Confirm my plan',
  },
  ping: (mention, phase) => `${mention}, your turn (${phase}).`,
  reinforcements: (n) => `You receive ${n} ${plural(n, 'army', 'armies')}.`,
  since: {
    header: 'Since your last turn:',
    lost: (by, what) => `${by} took ${what} from you`,
    eliminated: (who) => `${who} is out`,
    traded: (who, armies) => `${who} traded cards (+${armies})`,
    continentTaken: (who, continent) => `${who} holds ${continent}`,
    continentBroken: (continent) => `${continent} is no longer held`,
    quiet: 'Since your last turn: nothing of yours changed hands.',
  },
  ai: {
    turn: (who, round, parts) => `${who}, round ${round}: ${parts}.`,
    placed: (n) => `placed ${n}`,
    attacks: (n) => `attacked ${n} ${plural(n, 'time', 'times')}`,
    took: (list) => `took ${list}`,
    moved: (n) => `moved ${n}`,
    passed: 'passed',
    from: (territory, victim) => `${territory} (from ${victim})`,
  },
  undone: (who) => `↶ ${who} took back their last step.`,
  nothingToUndo:
    'Nothing to undo: only your placements, a move after a conquest and fortifies of this turn, and never past a roll or a card draw.',
  confirmAbandon: 'Abandon the game? Your armies stay on the board as a passive army.',
  confirmCancel: 'Cancel and delete this channel’s game for everyone?',
  confirmPlaceAll: (n, where) => `Place all ${n} on ${where}?`,
  dismissed: 'Nothing done.',
  onPanel: '✓ Done — the panel shows it.',
  notYourControls: (who) => `These controls are for ${who}.`,
  paused: (how) => `⏸ Every player is away, so the game is paused (the AI will not play it out). ${how}`,
  takeBackHow: 'To take your seat back: the button **Take my seat back**, or `/risk settings autopilot:false`.',
  seatBack: (who) => `▶ ${who} is back at the table.`,
  dmPing: (channel) => `Your turn in #${channel}.`,
  notify: (mode) => `You will be told it is your turn: ${mode}.`,
  notifyModes: {
    mention: 'a mention in the channel',
    dm: 'a direct message',
    both: 'a mention and a direct message',
    none: 'not at all',
  },
  setupPings: (auto, deal, claim, simultaneous) =>
    `Setup and pings before round 1: auto ${auto} · simultaneous ${simultaneous} · deal ${deal} · claim ${claim}. For a slow (async) game pick setup:auto or setup:simultaneous.`,
};

export const panelFr: PanelCatalogue = {
  header: (ruleset, round, phase, who) => `**${ruleset}** · tour ${round} · ${phase} — ${who}`,
  prompt: {
    place: (left) =>
      `Touchez un territoire où placer (${left} ${plural(left, 'armée', 'armées')} restante${left === 1 ? '' : 's'}).`,
    amount: (where, max) => `Combien sur ${where} ? (jusqu’à ${max})`,
    neutral: (left) => `Placez ${left} ${plural(left, 'armée neutre', 'armées neutres')}.`,
    allyArmies: (left, ally) =>
      `Placez ${left} ${plural(left, 'armée', 'armées')} de votre allié ${ally} sur ses territoires.`,
    claim: 'Choisissez un territoire à prendre.',
    attackFrom: 'Attaque : choisissez d’où — ou terminez l’attaque.',
    attackTarget: (from) => `Attaque depuis ${from} : choisissez la cible.`,
    attackDice: (from, a, to, d, pct) => `${from} (${a}) → ${to} (${d}) : ${pct} de le prendre. Combien de dés ?`,
    conquest: (to, min, max) => `${to} est à vous ! Déplacez ${min} à ${max} armées.`,
    pendingRoll: (att, def) => `Vos dés ${att} contre ${def} : gardez-les ou changez un dé.`,
    fortifyFrom: 'Déplacement : choisissez d’où — ou finissez le tour.',
    fortifyTo: (from) => `Déplacement depuis ${from} : choisissez vers où.`,
    fortifyAmount: (from, to, max) => `Combien de ${from} vers ${to} ? (jusqu’à ${max})`,
    hq: 'Chacun choisit son QG (secret jusqu’à ce que tous aient choisi).',
    waiting: (who) => `En attente de ${who}.`,
    paused: 'En pause : tous les joueurs sont absents.',
    simultaneous: 'Chacun place ses armées en même temps, en secret : touchez Placer mes armées.',
    plan: (plan, left) => `Votre plan (secret jusqu’à ce que tous confirment) : ${plan || '—'}. Reste ${left}.`,
  },
  select: {
    placeOn: 'Placer sur…',
    neutralOn: 'Armées neutres sur…',
    allyOn: (ally) => `Armées de ${ally} sur…`,
    claim: 'Prendre…',
    attackFrom: 'Attaquer depuis…',
    attackTarget: 'Attaquer…',
    moveExactly: 'Déplacer exactement…',
    fortifyFrom: 'Déplacer depuis…',
    fortifyTo: 'Déplacer vers…',
    fortifyExactly: 'Déplacer exactement…',
    hq: 'Votre QG…',
    part: (placeholder, i, n) => `${placeholder} (${i}/${n})`,
    odds: (pct) => `${pct} de le prendre`,
  },
  btn: {
    all: (n) => `Tout (${n})`,
    dice: (n) => `🎲 ×${n}`,
    blitz: 'Blitz',
    back: '← Retour',
    moveMin: (n) => `Déplacer ${n}`,
    moveHalf: (n) => `Moitié (${n})`,
    moveAll: (n) => `Tout (${n})`,
    accept: 'Garder le jet',
    commander: (die, value) => `🎖️ dé ${die} (${value})→6`,
    reroll: (die, value) => `🃏 relancer le dé ${die} (${value})`,
    endAttack: 'Fin des attaques',
    endTurn: 'Fin du tour',
    endPhase: 'Fin de phase',
    trade: (armies) => `Échanger des cartes (+${armies})`,
    undo: '↶ Annuler',
    secrets: 'Mes secrets',
    chooseHq: 'Choisir mon QG',
    takeBack: 'Reprendre ma place',
    confirm: 'Oui, allez-y',
    keep: 'Non',
    placeMine: 'Placer mes armées',
    autoPlace: 'Placer le reste au hasard',
    clearPlan: 'Recommencer',
    confirmPlan: 'Confirmer mon plan',
  },
  ping: (mention, phase) => `${mention}, à vous de jouer (${phase}).`,
  reinforcements: (n) => `Vous recevez ${n} ${plural(n, 'armée', 'armées')}.`,
  since: {
    header: 'Depuis votre dernier tour :',
    lost: (by, what) => `${by} vous a pris ${what}`,
    eliminated: (who) => `${who} est éliminé`,
    traded: (who, armies) => `${who} a échangé des cartes (+${armies})`,
    continentTaken: (who, continent) => `${who} tient ${continent}`,
    continentBroken: (continent) => `${continent} n’est plus tenu`,
    quiet: 'Depuis votre dernier tour : rien ne vous a été pris.',
  },
  ai: {
    turn: (who, round, parts) => `${who}, tour ${round} : ${parts}.`,
    placed: (n) => `a placé ${n}`,
    attacks: (n) => `a attaqué ${n} fois`,
    took: (list) => `a pris ${list}`,
    moved: (n) => `a déplacé ${n}`,
    passed: 'a passé',
    from: (territory, victim) => `${territory} (à ${victim})`,
  },
  undone: (who) => `↶ ${who} a annulé son dernier geste.`,
  nothingToUndo:
    'Rien à annuler : seulement vos placements, un déplacement après conquête et vos déplacements de ce tour, jamais au-delà d’un jet de dés ou d’une carte tirée.',
  confirmAbandon: 'Abandonner la partie ? Vos armées restent sur le plateau, passives.',
  confirmCancel: 'Annuler et supprimer la partie de ce salon pour tout le monde ?',
  confirmPlaceAll: (n, where) => `Placer les ${n} sur ${where} ?`,
  dismissed: 'Rien n’a été fait.',
  onPanel: '✓ Fait — le panneau l’affiche.',
  notYourControls: (who) => `Ces commandes sont pour ${who}.`,
  paused: (how) =>
    `⏸ Tous les joueurs sont absents : la partie est en pause (l’IA ne la jouera pas jusqu’au bout). ${how}`,
  takeBackHow: 'Pour reprendre votre place : le bouton **Reprendre ma place**, ou `/risk reglages pilote_auto:false`.',
  seatBack: (who) => `▶ ${who} est de retour.`,
  dmPing: (channel) => `À vous de jouer dans #${channel}.`,
  notify: (mode) => `Vous serez prévenu de votre tour : ${mode}.`,
  notifyModes: {
    mention: 'mention dans le salon',
    dm: 'message privé',
    both: 'mention et message privé',
    none: 'jamais',
  },
  setupPings: (auto, deal, claim, simultaneous) =>
    `Mise en place et notifications avant le tour 1 : auto ${auto} · simultaneous ${simultaneous} · deal ${deal} · claim ${claim}. Pour une partie lente (asynchrone), choisissez setup:auto ou setup:simultaneous.`,
};

export const panelIt: PanelCatalogue = {
  header: (ruleset, round, phase, who) => `**${ruleset}** · giro ${round} · ${phase} — ${who}`,
  prompt: {
    place: (left) =>
      `Tocca un territorio dove piazzare (${plural(left, 'resta', 'restano')} ${left} ${plural(left, 'armata', 'armate')}).`,
    amount: (where, max) => `Quante su ${where}? (fino a ${max})`,
    neutral: (left) => `Piazza ${left} ${plural(left, 'armata neutrale', 'armate neutrali')}.`,
    allyArmies: (left, ally) =>
      `Piazza ${left} ${plural(left, 'armata', 'armate')} del tuo alleato ${ally} sui suoi territori.`,
    claim: 'Scegli un territorio da prendere.',
    attackFrom: 'Attacco: scegli da dove — o termina l’attacco.',
    attackTarget: (from) => `Attacco da ${from}: scegli il bersaglio.`,
    attackDice: (from, a, to, d, pct) => `${from} (${a}) → ${to} (${d}): ${pct} di conquistarlo. Quanti dadi?`,
    conquest: (to, min, max) => `Hai conquistato ${to}! Sposta da ${min} a ${max} armate.`,
    pendingRoll: (att, def) => `I tuoi dadi ${att} contro ${def}: tienili o cambia un dado.`,
    fortifyFrom: 'Spostamento: scegli da dove — o termina il turno.',
    fortifyTo: (from) => `Spostamento da ${from}: scegli dove.`,
    fortifyAmount: (from, to, max) => `Quante da ${from} a ${to}? (fino a ${max})`,
    hq: 'Ognuno sceglie il proprio QG (segreto finché tutti hanno scelto).',
    waiting: (who) => `In attesa di ${who}.`,
    paused: 'In pausa: tutti i giocatori sono assenti.',
    simultaneous: 'Ognuno piazza le proprie armate nello stesso momento, in segreto: tocca Piazza le mie armate.',
    plan: (plan, left) =>
      `Il tuo piano (segreto finché tutti confermano): ${plan || '—'}. ${plural(left, 'Resta', 'Restano')} ${left}.`,
  },
  select: {
    placeOn: 'Piazza su…',
    neutralOn: 'Armate neutrali su…',
    allyOn: (ally) => `Armate di ${ally} su…`,
    claim: 'Prendi…',
    attackFrom: 'Attacca da…',
    attackTarget: 'Attacca…',
    moveExactly: 'Sposta esattamente…',
    fortifyFrom: 'Sposta da…',
    fortifyTo: 'Sposta verso…',
    fortifyExactly: 'Sposta esattamente…',
    hq: 'Il tuo QG…',
    part: (placeholder, i, n) => `${placeholder} (${i}/${n})`,
    odds: (pct) => `${pct} di conquistarlo`,
  },
  btn: {
    all: (n) => `Tutte (${n})`,
    dice: (n) => `🎲 ×${n}`,
    blitz: 'Blitz',
    back: '← Indietro',
    moveMin: (n) => `Sposta ${n}`,
    moveHalf: (n) => `Metà (${n})`,
    moveAll: (n) => `Tutte (${n})`,
    accept: 'Tieni il lancio',
    commander: (die, value) => `🎖️ dado ${die} (${value})→6`,
    reroll: (die, value) => `🃏 rilancia il dado ${die} (${value})`,
    endAttack: 'Fine attacchi',
    endTurn: 'Fine turno',
    endPhase: 'Fine fase',
    trade: (armies) => `Gioca le carte (+${armies})`,
    undo: '↶ Annulla',
    secrets: 'I miei segreti',
    chooseHq: 'Scegli il mio QG',
    takeBack: 'Riprendi il mio posto',
    confirm: 'Sì, procedi',
    keep: 'No',
    placeMine: 'Piazza le mie armate',
    autoPlace: 'Piazza il resto a caso',
    clearPlan: 'Ricomincia',
    confirmPlan: 'Conferma il piano',
  },
  ping: (mention, phase) => `${mention}, tocca a te (${phase}).`,
  reinforcements: (n) => `Ricevi ${n} ${plural(n, 'armata', 'armate')}.`,
  since: {
    header: 'Dal tuo ultimo turno:',
    lost: (by, what) => `${by} ti ha preso ${what}`,
    eliminated: (who) => `${who} è eliminato`,
    traded: (who, armies) => `${who} ha giocato le carte (+${armies})`,
    continentTaken: (who, continent) => `${who} tiene ${continent}`,
    continentBroken: (continent) => `${continent} non è più tenuto da nessuno`,
    quiet: 'Dal tuo ultimo turno: nessun tuo territorio è cambiato di mano.',
  },
  ai: {
    turn: (who, round, parts) => `${who}, giro ${round}: ${parts}.`,
    placed: (n) => `ha piazzato ${n}`,
    attacks: (n) => `ha attaccato ${n} ${plural(n, 'volta', 'volte')}`,
    took: (list) => `ha preso ${list}`,
    moved: (n) => `ha spostato ${n}`,
    passed: 'ha passato',
    from: (territory, victim) => `${territory} (a ${victim})`,
  },
  undone: (who) => `↶ ${who} ha annullato l’ultima mossa.`,
  nothingToUndo:
    'Niente da annullare: solo i tuoi piazzamenti, lo spostamento dopo una conquista e gli spostamenti di questo turno, mai oltre un lancio di dadi o una carta pescata.',
  confirmAbandon: 'Abbandonare la partita? Le tue armate restano sul tabellone, passive.',
  confirmCancel: 'Annullare ed eliminare la partita di questo canale per tutti?',
  confirmPlaceAll: (n, where) => `Piazzare tutte le ${n} su ${where}?`,
  dismissed: 'Non è stato fatto nulla.',
  onPanel: '✓ Fatto — il pannello lo mostra.',
  notYourControls: (who) => `Questi comandi sono per ${who}.`,
  paused: (how) =>
    `⏸ Tutti i giocatori sono assenti: la partita è in pausa (l’IA non la giocherà fino alla fine). ${how}`,
  takeBackHow:
    'Per riprendere il tuo posto: il pulsante **Riprendi il mio posto**, o `/risiko impostazioni pilota_auto:false`.',
  seatBack: (who) => `▶ ${who} è tornato al tavolo.`,
  dmPing: (channel) => `Tocca a te in #${channel}.`,
  notify: (mode) => `Ti avviseremo del tuo turno: ${mode}.`,
  notifyModes: {
    mention: 'menzione nel canale',
    dm: 'messaggio privato',
    both: 'menzione e messaggio privato',
    none: 'mai',
  },
  setupPings: (auto, deal, claim, simultaneous) =>
    `Preparazione e notifiche prima del giro 1: auto ${auto} · simultaneous ${simultaneous} · deal ${deal} · claim ${claim}. Per una partita lenta (asincrona) scegli setup:auto o setup:simultaneous.`,
};

const panels: Record<Locale, PanelCatalogue> = { en: panelEn, fr: panelFr, it: panelIt };
export const panelCat = (locale: Locale): PanelCatalogue => panels[locale];
