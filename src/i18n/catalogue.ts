// The typed message catalogue. `en` defines every key; `fr` and `it` must have the same keys
// with the same parameters (type Catalogue), and every RuleError code has a message (a mapped
// type over RuleErrorCode): a missing translation is a compile error.
import type { RuleError, RuleErrorCode } from '../engine/index.js';
import type { GameOverReason } from '../engine/types.js';
import type { Locale } from './names.js';
import { napoleonMessages } from './napoleon.js';

/** What a message needs to name things in the reader's language. */
export interface Namer {
  t(id: string): string;
  p(id: number): string;
  list(items: string[]): string;
}

type ErrorMessages = { [K in RuleErrorCode]: (e: Extract<RuleError, { code: K }>, n: Namer) => string };

export interface Catalogue {
  errors: ErrorMessages;
  phase: Record<string, string>;
  goal: Record<GameOverReason, string>;
  symbol: Record<'infantry' | 'cavalry' | 'artillery' | 'wild', string>;
  ui: {
    noGame: string;
    gameExists: string;
    lobbyOnly: string;
    alreadyStarted: string;
    notStarted: string;
    lobbyTitle: (ruleset: string, host: string) => string;
    lobbySeats: (min: number, max: number) => string;
    lobbyEmptySeat: string;
    joined: (who: string) => string;
    alreadySeated: string;
    notInLobby: string;
    lobbyFull: (max: number) => string;
    left: (who: string) => string;
    aiAdded: (name: string) => string;
    notEnoughPlayers: (min: number) => string;
    onlyHost: string;
    cancelled: (by: string) => string;
    started: (ruleset: string) => string;
    turnOf: (mention: string, phase: string) => string;
    waitingFor: (who: string) => string;
    notSeatedHere: string;
    notYourTurnNamed: (who: string) => string;
    stale: string;
    unknownTerritory: (typed: string, suggestions: string) => string;
    ambiguous: (typed: string) => string;
    badOption: (option: string, allowed: string) => string;
    legalNow: (actions: string) => string;
    youCan: string;
    placed: (who: string, count: number, where: string) => string;
    reserveLeft: (n: number) => string;
    claimed: (who: string, where: string) => string;
    attack: (who: string, from: string, to: string, att: string, def: string, aLost: number, dLost: number) => string;
    blitzSummary: (who: string, from: string, to: string, rolls: number, aLost: number, dLost: number) => string;
    conquered: (who: string, to: string, min: number, max: number) => string;
    moved: (who: string, count: number, from: string, to: string) => string;
    traded: (who: string, armies: number) => string;
    cardDrawn: (who: string) => string;
    cardsReceived: (who: string, from: string, count: number) => string;
    eliminated: (who: string, by: string) => string;
    /** C-SET-7 */
    simultaneousStarted: string;
    placementPlanned: (count: number, where: string, left: number) => string;
    placementCleared: string;
    placementConfirmed: (who: string, random: boolean) => string;
    placementsRevealed: (lines: string) => string;
    turnStarted: (who: string, round: number, armies: number) => string;
    turnEnded: (who: string) => string;
    hqChosenPublic: (who: string) => string;
    hqsRevealed: (list: string) => string;
    hqCaptured: (who: string, hq: string, owner: string) => string;
    neutralReinforce: (who: string, armies: number) => string;
    abandoned: (who: string) => string;
    timeLimit: string;
    timeLimitLastRound: (round: number) => string;
    timeLimitExtended: string;
    sdadata: (who: string, a: number, b: number, threshold: number, ended: boolean) => string;
    gameOver: (winners: string, reason: string) => string;
    scores: (list: string) => string;
    aiTurns: (n: number) => string;
    secretsTitle: string;
    secretsMission: (text: string) => string;
    secretsObjective: (text: string) => string;
    secretsHq: (t: string) => string;
    secretsNoHq: string;
    secretsHand: (cards: string) => string;
    secretsNoCards: string;
    goalObjective: (n: number, name: string, held: number, of: number) => string;
    goalProgress: (held: number, of: number) => string;
    secretsSets: (sets: string) => string;
    secretsNone: string;
    dmFailed: (mention: string) => string;
    dmIntro: (channel: string) => string;
    cardsNew: (card: string) => string;
    missionChanged: string;
    statusLine: (ruleset: string, round: number, phase: string, who: string) => string;
    playerLine: (name: string, colour: string, t: number, a: number, c: number, status: string) => string;
    rulesHeader: (ruleset: string) => string;
    optionsHeader: string;
    help: string;
    oddsLine: (att: number, def: number, win: string) => string;
    oddsUsage: string;
    oddsNotAnAttack: string;
    settingsSaved: (summary: string) => string;
    settingsNow: (summary: string) => string;
    deadlineReminder: (mention: string, when: string) => string;
    deadlineExpired: (who: string, what: string) => string;
    afkEnd: string;
    afkAi: string;
    seatTakenByAi: (who: string) => string;
    seatPassive: (who: string) => string;
    removed: (who: string) => string;
    notManager: string;
    missionNotYet: string;
    missionDone: string;
    noMission: string;
    suggestSets: (sets: string) => string;
    noSets: string;
    autopilotOn: (who: string) => string;
    autopilotOff: (who: string) => string;
    done: string;
    fortifyPhase: (p: string) => string;
    noteDeadline: (at: string) => string;
    noteTimeLimit: (at: string) => string;
    armiesLost: (p: string, n: number) => string;
    unknownCommand: (cmd: string) => string;
    internalError: string;
    btn: Record<'join' | 'leave' | 'addAi' | 'start' | 'attackAgain' | 'blitz' | 'stop' | 'moveAll' | 'moveMin' | 'endAttack' | 'endTurn' | 'trade' | 'secrets' | 'endPhase', string>;
  };
}

export const en: Catalogue = {
  errors: {
    gameOver: () => 'This game is over.',
    notYourTurn: (e, n) => `It is not your turn: ${n.p(e.current)} is playing.`,
    notSeated: () => 'You are not seated in this game.',
    wrongPhase: (e) => `You cannot do that in the ${e.phase} phase. Now you can: ${e.allowed.join(', ') || '—'}.`,
    unknownTerritory: (e) => `There is no territory called "${e.territory}".`,
    notOwner: (e, n) => `${n.t(e.territory)} is not yours.`,
    alreadyClaimed: (e, n) => `${n.t(e.territory)} is already claimed.`,
    ownTerritory: (e, n) => `${n.t(e.territory)} is yours: you cannot attack it.`,
    notAdjacent: (e, n) => `${n.t(e.to)} is not adjacent to ${n.t(e.from)}. ${e.targets.length ? `From ${n.t(e.from)} you can reach: ${n.list(e.targets.map(n.t))}.` : `${n.t(e.from)} has no legal target.`}`,
    notConnected: (e, n) => `${n.t(e.from)} and ${n.t(e.to)} are not connected through your territories.`,
    notEnoughArmies: (e, n) => `${n.t(e.territory)} has ${e.armies} ${e.armies === 1 ? 'army' : 'armies'}; it needs at least ${e.needed}.`,
    badCount: (e) => `The number must be between ${e.min} and ${e.max}.`,
    badDice: (e) => `You may roll between ${e.min} and ${e.max} dice.`,
    notEnoughReserve: (e) => `You only have ${e.reserve} armies to place.`,
    mustPlaceAll: (e) => `Place your ${e.reserve} remaining armies first (/place).`,
    mustTrade: (e) => `You hold ${e.hand} cards: trade a set first (/trade).`,
    notASet: () => 'Those three cards are not a set.',
    cardNotInHand: () => 'That card is not in your hand.',
    cannotTradeNow: () => 'You cannot trade cards now (only while reinforcing).',
    pendingConquest: (e, n) => `Move armies into ${n.t(e.to)} first: /move between ${e.min} and ${e.max}.`,
    pendingRoll: () => 'Settle the pending roll first (accept it, or re-roll).',
    noPendingRoll: () => 'There is no roll waiting.',
    noConquest: () => 'There is no conquest to move into.',
    alreadyFortified: () => 'You have already fortified this turn.',
    garrison: (e, n) => `${n.t(e.territory)} must keep at least ${e.min} armies (it borders an enemy).`,
    territoryCap: (e, n) => `${n.t(e.territory)} already holds the maximum of ${e.cap} armies.`,
    eliminationTooEarly: (e, n) => `No player may be eliminated before the end of round ${e.round}: ${n.t(e.territory)} is their last territory.`,
    commanderUsed: () => 'You have already used your commander this turn.',
    noRerollCard: () => 'You hold no card of these territories to re-roll with.',
    badDie: (e) => `Pick a die between 1 and ${e.max}.`,
    hqAlreadyChosen: () => 'You have already chosen your headquarters.',
    notNeutral: (e, n) => `${n.t(e.territory)} is not a neutral territory.`,
    defencePreferenceLocked: () => 'This ruleset always defends with the most dice.',
    noCardsInGame: () => 'This game plays without territory cards: there are no sets to trade.',
    placementConfirmed: () => 'Your placement is confirmed and can no longer change; it is revealed when everyone has confirmed.',
    nothingPlanned: () => 'You have not placed any army yet: /place a territory and a count.',
    playerCount: (e) => `This ruleset is for ${e.min} to ${e.max} players (not ${e.given}).`,
    optionNotOffered: (e) => `This ruleset does not offer that value for ${e.option}. Allowed: ${e.allowed.join(', ')}.`,
    nothingToDo: () => 'Nothing is due yet.',
    notPlaying: () => 'You no longer play in this game (eliminated or abandoned).',
    noNeutral: () => 'There are no neutral armies in this game (only two-player games have them).',
    mission: (e) => napoleonMessages.en.missionError(e),
    team: (e, n) => napoleonMessages.en.teamError(e, n.t(e.territory)),
  },
  phase: {
    setupClaim: 'claiming territories', setupPlace: 'placing armies', setupSimultaneous: 'placing armies (all at once)', chooseHQ: 'choosing headquarters',
    reinforce: 'reinforcement', neutralReinforce: 'neutral reinforcement', attack: 'attack', fortify: 'fortification', over: 'game over',
  },
  goal: {
    conquest: 'world conquest', capitals: 'capitals captured', mission: 'mission completed', objective: 'objective completed',
    timeLimit: 'time limit', sdadata: 'the sdadata', lastStanding: 'last player standing', abandoned: 'everyone abandoned', teamElimination: napoleonMessages.en.teamElimination,
  },
  symbol: { infantry: 'infantry', cavalry: 'cavalry', artillery: 'artillery', wild: 'wild' },
  ui: {
    noGame: 'There is no game in this channel. Start one with /risk new.',
    gameExists: 'This channel already has a game. Finish it, or /risk cancel it first.',
    lobbyOnly: 'That only works in the lobby, before the game starts.',
    alreadyStarted: 'The game has already started.',
    notStarted: 'The game has not started yet: join the lobby, then Start.',
    lobbyTitle: (r, h) => `**New game of Risk — ${r}** (host ${h})`,
    lobbySeats: (min, max) => `Seats: ${min}–${max} players. Join, add AI players, then Start.`,
    lobbyEmptySeat: '(empty)',
    joined: (w) => `${w} joined.`,
    alreadySeated: 'You are already seated.',
    notInLobby: 'You are not seated in this lobby.',
    lobbyFull: (m) => `The table is full (${m} seats).`,
    left: (w) => `${w} left.`,
    aiAdded: (n) => `AI player ${n} joined.`,
    notEnoughPlayers: (m) => `At least ${m} players are needed to start.`,
    onlyHost: 'Only the host (or a member with Manage Server) can do that.',
    cancelled: (b) => `The game was cancelled by ${b}.`,
    started: (r) => `**The game starts!** Ruleset: ${r}. Secrets were sent by DM (or use My secrets).`,
    turnOf: (m, ph) => `${m}, it is your turn (${ph}).`,
    waitingFor: (w) => `Waiting for ${w}.`,
    notSeatedHere: 'You are not seated in this game.',
    notYourTurnNamed: (w) => `It is not your turn: waiting for ${w}.`,
    stale: 'That button is out of date: the game has moved on. Use the latest message or a command.',
    unknownTerritory: (t, s) => `I do not know the territory "${t}".${s ? ` Did you mean: ${s}?` : ''}`,
    ambiguous: (t) => `"${t}" matches several territories; be more precise.`,
    badOption: (o, a) => `This ruleset does not offer that value for ${o}. Allowed: ${a}.`,
    legalNow: (a) => `Now you can: ${a}.`,
    youCan: 'You can',
    placed: (w, c, t) => `${w} placed ${c} on ${t}.`,
    reserveLeft: (n) => `${n} left to place.`,
    claimed: (w, t) => `${w} claimed ${t}.`,
    attack: (w, f, t, a, d, al, dl) => `${w} attacks ${t} from ${f}: 🎲 ${a} vs ${d} → attacker −${al}, defender −${dl}.`,
    blitzSummary: (w, f, t, r, al, dl) => `${w} blitzes ${t} from ${f}: ${r} rolls, attacker −${al}, defender −${dl}.`,
    conquered: (w, t, min, max) => `**${w} conquered ${t}!** Move in ${min === max ? min : `${min}–${max}`} armies.`,
    moved: (w, c, f, t) => `${w} moved ${c} from ${f} to ${t}.`,
    traded: (w, a) => `${w} traded a set of cards for ${a} armies.`,
    cardDrawn: (w) => `${w} drew a card.`,
    cardsReceived: (w, f, c) => `${w} took ${c} cards from ${f}.`,
    eliminated: (w, b) => `☠️ ${w} was eliminated by ${b}.`,
    simultaneousStarted: '🤫 Everyone now places their remaining armies at the same time, in secret (/place, then confirm). All placements are revealed together when the last player confirms.',
    placementPlanned: (n, w, left) => `🤫 Planned: ${n} on ${w} (only you see it). Left to place: ${left}.`,
    placementCleared: '🤫 Your plan is cleared: every army is back in your reserve.',
    placementConfirmed: (w, random) => (random ? `✅ ${w}'s remaining armies were placed at random; their placement is final.` : `✅ ${w} has confirmed their placement.`),
    placementsRevealed: (lines) => `📣 All placements revealed: ${lines}`,
    turnStarted: (w, r, a) => `Round ${r}: ${w}'s turn, ${a} armies to place.`,
    turnEnded: (w) => `${w} ended the turn.`,
    hqChosenPublic: (w) => `${w} chose a headquarters.`,
    hqsRevealed: (l) => `Headquarters revealed: ${l}.`,
    hqCaptured: (w, h, o) => `${w} captured ${o}'s headquarters, ${h}!`,
    neutralReinforce: (w, a) => `${w} places ${a} neutral armies (/place on neutral territories).`,
    abandoned: (w) => `${w} left the game; their armies stay as a passive army.`,
    timeLimit: '⏰ The time limit has expired.',
    timeLimitLastRound: (r) => `⏰ Time is up: round ${r} is the last one, then the sdadata decides.`,
    timeLimitExtended: '⏰ Time is up with a tie: the game is extended by 30 minutes.',
    sdadata: (w, a, b, th, ended) => `🎲 Sdadata: ${w} rolls ${a}+${b}=${a + b} (≤${th} ends the game) — ${ended ? 'the game ends!' : 'the game goes on.'}`,
    gameOver: (w, r) => `🏆 **Game over** — ${w} won (${r}).`,
    scores: (l) => `Scores: ${l}.`,
    aiTurns: (n) => `🤖 ${n} AI move(s):`,
    secretsTitle: '🔒 Your secrets',
    secretsMission: (t) => `Mission: ${t}`,
    secretsObjective: (t) => `${t}`,
    secretsHq: (t) => `Headquarters: ${t}`,
    secretsNoHq: 'Headquarters: not chosen yet (/hq).',
    secretsHand: (c) => `Cards: ${c}`,
    secretsNoCards: 'Cards: none.',
    goalObjective: (n, name, held, of) => `Objective ${n} «${name}» — ${held}/${of} held`,
    goalProgress: (held, of) => `Progress: ${held}/${of}`,
    secretsSets: (s) => `Sets you can trade: ${s}`,
    secretsNone: 'You have no secrets in this game.',
    dmFailed: (m) => `${m}, I could not send you a direct message. Use the My secrets button or /risk mission to see your secrets.`,
    dmIntro: (c) => `Your secrets for the game in #${c}:`,
    cardsNew: (c) => `You drew: ${c}.`,
    missionChanged: 'Your mission changed (its target is gone): check My secrets.',
    statusLine: (r, round, ph, w) => `**${r}** — round ${round}, ${ph}. Waiting for ${w}.`,
    playerLine: (n, c, t, a, k, s) => `${c} ${n}: ${t} territories, ${a} armies, ${k} cards${s ? ` (${s})` : ''}`,
    rulesHeader: (r) => `**Ruleset ${r}**`,
    optionsHeader: 'Options',
    help: '**How to play Risk here**\n• `/risk new` opens a lobby; players press Join (or `/risk join`), the host may Add AI, then Start.\n• On your turn: `/place territory count`, `/trade` when you hold a set, then `/attack from to dice` or `/blitz from to`, `/move count` after a conquest, `/fortify from to count`, and `/end` to finish a phase.\n• Your mission, objective, HQ and cards come by DM and are always under **My secrets** or `/risk mission`.\n• `/risk status`, `/risk board`, `/risk rules`, `/risk odds`, `/risk settings` (turn deadline, AFK rule), `/risk abandon`.',
    oddsLine: (a, d, w) => `${a} attacking armies vs ${d} defending: the attacker takes the territory ${w} of the time.`,
    oddsUsage: 'Give `attackers` and `defenders` (e.g. `/risk odds 10 6`), or `from` and `to` to use the armies on the board.',
    oddsNotAnAttack: 'That is not an attack you could make: pick one of your territories with 2+ armies and an enemy neighbour.',
    settingsSaved: (s) => `Settings saved: ${s}.`,
    settingsNow: (s) => `Settings: ${s}.`,
    deadlineReminder: (m, w) => `⏳ ${m}, your turn expires ${w}.`,
    deadlineExpired: (w, what) => `⌛ ${w}'s time ran out: ${what}.`,
    afkEnd: 'the turn was ended for them',
    afkAi: 'the AI played the turn for them',
    seatTakenByAi: (w) => `${w} missed too many turns: the AI takes the seat.`,
    seatPassive: (w) => `${w} missed too many turns: their armies become a passive army.`,
    removed: (w) => `${w} was removed from the game.`,
    notManager: 'Only the host or a member with Manage Server can do that.',
    missionNotYet: 'Your goal is not complete yet. It is checked automatically after each of your moves.',
    missionDone: 'Your goal is complete: it will be awarded on your turn.',
    noMission: 'This game has no secret mission.',
    suggestSets: (s) => `Sets you can trade: ${s}. Use /trade to trade the best one.`,
    noSets: 'You hold no tradable set.',
    autopilotOn: (w) => `🤖 The AI now plays for ${w}.`,
    autopilotOff: (w) => `${w} plays again.`,
    done: 'Done.',
    noteDeadline: (at) => `turn deadline ${at}`,
    noteTimeLimit: (at) => `game ends ${at}`,
    fortifyPhase: (p) => `${p} ends the attacks: one fortify move (/fortify), or /end the turn.`,
    armiesLost: (p, n) => `${p} loses ${n} armies: no territory has room for them (cap of 12).`,
    unknownCommand: (c) => `Unknown command ${c}.`,
    internalError: 'Something went wrong on my side; nothing was changed. Try again.',
    btn: {
      join: 'Join', leave: 'Leave', addAi: 'Add AI', start: 'Start', attackAgain: 'Attack again', blitz: 'Blitz', stop: 'Stop',
      moveAll: 'Move all', moveMin: 'Move minimum', endAttack: 'End attack', endTurn: 'End turn', trade: 'Trade suggested set',
      secrets: 'My secrets', endPhase: 'End phase',
    },
  },
};

export const fr: Catalogue = {
  errors: {
    gameOver: () => 'Cette partie est terminée.',
    notYourTurn: (e, n) => `Ce n’est pas votre tour : c’est à ${n.p(e.current)}.`,
    notSeated: () => 'Vous ne participez pas à cette partie.',
    wrongPhase: (e) => `Impossible pendant la phase ${e.phase}. Vous pouvez : ${e.allowed.join(', ') || '—'}.`,
    unknownTerritory: (e) => `Aucun territoire ne s’appelle « ${e.territory} ».`,
    notOwner: (e, n) => `${n.t(e.territory)} ne vous appartient pas.`,
    alreadyClaimed: (e, n) => `${n.t(e.territory)} est déjà pris.`,
    ownTerritory: (e, n) => `${n.t(e.territory)} est à vous : impossible de l’attaquer.`,
    notAdjacent: (e, n) => `${n.t(e.to)} et ${n.t(e.from)} ne sont pas voisins. ${e.targets.length ? `Depuis ${n.t(e.from)} vous pouvez atteindre : ${n.list(e.targets.map(n.t))}.` : `${n.t(e.from)} n’a aucune cible possible.`}`,
    notConnected: (e, n) => `${n.t(e.from)} et ${n.t(e.to)} ne sont pas reliés par vos territoires.`,
    notEnoughArmies: (e, n) => `${n.t(e.territory)} a ${e.armies} ${e.armies <= 1 ? 'armée' : 'armées'} ; il en faut au moins ${e.needed}.`,
    badCount: (e) => `Le nombre doit être entre ${e.min} et ${e.max}.`,
    badDice: (e) => `Vous pouvez lancer de ${e.min} à ${e.max} dés.`,
    notEnoughReserve: (e) => `Il ne vous reste que ${e.reserve} armées à placer.`,
    mustPlaceAll: (e) => `Placez d’abord vos ${e.reserve} armées restantes (/place).`,
    mustTrade: (e) => `Vous avez ${e.hand} cartes : échangez d’abord une combinaison (/trade).`,
    notASet: () => 'Ces trois cartes ne forment pas une combinaison.',
    cardNotInHand: () => 'Cette carte n’est pas dans votre main.',
    cannotTradeNow: () => 'Impossible d’échanger des cartes maintenant (seulement en renfort).',
    pendingConquest: (e, n) => `Déplacez d’abord des armées vers ${n.t(e.to)} : /move entre ${e.min} et ${e.max}.`,
    pendingRoll: () => 'Réglez d’abord le lancer en attente.',
    noPendingRoll: () => 'Aucun lancer en attente.',
    noConquest: () => 'Aucune conquête à occuper.',
    alreadyFortified: () => 'Vous avez déjà fait votre déplacement ce tour-ci.',
    garrison: (e, n) => `${n.t(e.territory)} doit garder au moins ${e.min} armées (frontière ennemie).`,
    territoryCap: (e, n) => `${n.t(e.territory)} a déjà le maximum de ${e.cap} armées.`,
    eliminationTooEarly: (e, n) => `Aucun joueur ne peut être éliminé avant la fin du tour ${e.round} : ${n.t(e.territory)} est son dernier territoire.`,
    commanderUsed: () => 'Vous avez déjà utilisé votre commandant ce tour-ci.',
    noRerollCard: () => 'Vous n’avez aucune carte de ces territoires pour relancer.',
    badDie: (e) => `Choisissez un dé entre 1 et ${e.max}.`,
    hqAlreadyChosen: () => 'Vous avez déjà choisi votre quartier général.',
    notNeutral: (e, n) => `${n.t(e.territory)} n’est pas un territoire neutre.`,
    defencePreferenceLocked: () => 'Dans cette variante, la défense lance toujours le maximum de dés.',
    noCardsInGame: () => 'Cette partie se joue sans cartes territoire : aucune combinaison à échanger.',
    placementConfirmed: () => 'Votre placement est confirmé et ne peut plus changer ; il sera dévoilé quand tous auront confirmé.',
    nothingPlanned: () => 'Vous n’avez encore placé aucune armée : /place un territoire et un nombre.',
    playerCount: (e) => `Cette variante se joue de ${e.min} à ${e.max} joueurs (pas ${e.given}).`,
    optionNotOffered: (e) => `Cette variante n’offre pas cette valeur pour ${e.option}. Valeurs permises : ${e.allowed.join(', ')}.`,
    nothingToDo: () => 'Rien n’est encore dû.',
    notPlaying: () => 'Vous ne jouez plus dans cette partie (éliminé ou abandon).',
    noNeutral: () => 'Il n’y a pas d’armée neutre dans cette partie (seulement à deux joueurs).',
    mission: (e) => napoleonMessages.fr.missionError(e),
    team: (e, n) => napoleonMessages.fr.teamError(e, n.t(e.territory)),
  },
  phase: {
    setupClaim: 'choix des territoires', setupPlace: 'placement des armées', setupSimultaneous: 'placement des armées (tous ensemble)', chooseHQ: 'choix du QG',
    reinforce: 'renforts', neutralReinforce: 'renforts neutres', attack: 'attaque', fortify: 'déplacement', over: 'partie terminée',
  },
  goal: {
    conquest: 'conquête du monde', capitals: 'capitales prises', mission: 'mission accomplie', objective: 'objectif atteint',
    timeLimit: 'limite de temps', sdadata: 'la sdadata', lastStanding: 'dernier joueur en lice', abandoned: 'tous ont abandonné', teamElimination: napoleonMessages.fr.teamElimination,
  },
  symbol: { infantry: 'fantassin', cavalry: 'cavalier', artillery: 'canon', wild: 'joker' },
  ui: {
    noGame: 'Aucune partie dans ce salon. Lancez-en une avec /risk new.',
    gameExists: 'Ce salon a déjà une partie. Terminez-la ou annulez-la (/risk cancel).',
    lobbyOnly: 'Seulement dans le salon d’attente, avant le début de la partie.',
    alreadyStarted: 'La partie a déjà commencé.',
    notStarted: 'La partie n’a pas encore commencé : rejoignez, puis Commencer.',
    lobbyTitle: (r, h) => `**Nouvelle partie de Risk — ${r}** (hôte ${h})`,
    lobbySeats: (min, max) => `Places : ${min} à ${max} joueurs. Rejoignez, ajoutez des IA, puis Commencer.`,
    lobbyEmptySeat: '(libre)',
    joined: (w) => `${w} a rejoint la partie.`,
    alreadySeated: 'Vous êtes déjà assis.',
    notInLobby: 'Vous n’êtes pas dans ce salon d’attente.',
    lobbyFull: (m) => `La table est complète (${m} places).`,
    left: (w) => `${w} est parti.`,
    aiAdded: (n) => `Le joueur IA ${n} a rejoint la partie.`,
    notEnoughPlayers: (m) => `Il faut au moins ${m} joueurs pour commencer.`,
    onlyHost: 'Seul l’hôte (ou un membre avec Gérer le serveur) peut faire cela.',
    cancelled: (b) => `La partie a été annulée par ${b}.`,
    started: (r) => `**La partie commence !** Variante : ${r}. Les secrets ont été envoyés en MP (ou bouton Mes secrets).`,
    turnOf: (m, ph) => `${m}, c’est votre tour (${ph}).`,
    waitingFor: (w) => `En attente de ${w}.`,
    notSeatedHere: 'Vous ne participez pas à cette partie.',
    notYourTurnNamed: (w) => `Ce n’est pas votre tour : on attend ${w}.`,
    stale: 'Ce bouton est périmé : la partie a avancé. Utilisez le dernier message ou une commande.',
    unknownTerritory: (t, s) => `Je ne connais pas le territoire « ${t} ».${s ? ` Vouliez-vous dire : ${s} ?` : ''}`,
    ambiguous: (t) => `« ${t} » correspond à plusieurs territoires ; précisez.`,
    badOption: (o, a) => `Cette variante n’offre pas cette valeur pour ${o}. Valeurs possibles : ${a}.`,
    legalNow: (a) => `Vous pouvez maintenant : ${a}.`,
    youCan: 'Vous pouvez',
    placed: (w, c, t) => `${w} place ${c} armée(s) sur ${t}.`,
    reserveLeft: (n) => `Encore ${n} à placer.`,
    claimed: (w, t) => `${w} prend ${t}.`,
    attack: (w, f, t, a, d, al, dl) => `${w} attaque ${t} depuis ${f} : 🎲 ${a} contre ${d} → attaquant −${al}, défenseur −${dl}.`,
    blitzSummary: (w, f, t, r, al, dl) => `${w} lance un blitz sur ${t} depuis ${f} : ${r} lancers, attaquant −${al}, défenseur −${dl}.`,
    conquered: (w, t, min, max) => `**${w} conquiert ${t} !** Déplacez ${min === max ? min : `${min} à ${max}`} armées.`,
    moved: (w, c, f, t) => `${w} déplace ${c} armée(s) de ${f} vers ${t}.`,
    traded: (w, a) => `${w} échange une combinaison de cartes contre ${a} armées.`,
    cardDrawn: (w) => `${w} pioche une carte.`,
    cardsReceived: (w, f, c) => `${w} prend ${c} cartes à ${f}.`,
    eliminated: (w, b) => `☠️ ${w} a été éliminé par ${b}.`,
    simultaneousStarted: '🤫 Chacun place maintenant ses armées restantes en même temps, en secret (/place, puis confirmer). Tous les placements sont dévoilés ensemble quand le dernier joueur confirme.',
    placementPlanned: (n, w, left) => `🤫 Prévu : ${n} sur ${w} (vous seul le voyez). Reste à placer : ${left}.`,
    placementCleared: '🤫 Votre plan est effacé : toutes les armées reviennent dans votre réserve.',
    placementConfirmed: (w, random) => (random ? `✅ Les armées restantes de ${w} ont été placées au hasard ; son placement est définitif.` : `✅ ${w} a confirmé son placement.`),
    placementsRevealed: (lines) => `📣 Tous les placements sont dévoilés : ${lines}`,
    turnStarted: (w, r, a) => `Tour ${r} : à ${w} de jouer, ${a} armées à placer.`,
    turnEnded: (w) => `${w} termine son tour.`,
    hqChosenPublic: (w) => `${w} a choisi son quartier général.`,
    hqsRevealed: (l) => `Quartiers généraux révélés : ${l}.`,
    hqCaptured: (w, h, o) => `${w} prend le quartier général de ${o}, ${h} !`,
    neutralReinforce: (w, a) => `${w} place ${a} armées neutres (/place sur des territoires neutres).`,
    abandoned: (w) => `${w} abandonne ; ses armées restent comme armée passive.`,
    timeLimit: '⏰ Le temps est écoulé.',
    timeLimitLastRound: (r) => `⏰ Temps écoulé : le tour ${r} est le dernier, puis la sdadata décide.`,
    timeLimitExtended: '⏰ Temps écoulé avec égalité : la partie est prolongée de 30 minutes.',
    sdadata: (w, a, b, th, ended) => `🎲 Sdadata : ${w} lance ${a}+${b}=${a + b} (≤${th} termine la partie) — ${ended ? 'la partie se termine !' : 'la partie continue.'}`,
    gameOver: (w, r) => `🏆 **Partie terminée** — ${w} gagne (${r}).`,
    scores: (l) => `Scores : ${l}.`,
    aiTurns: (n) => `🤖 ${n} coup(s) de l’IA :`,
    secretsTitle: '🔒 Vos secrets',
    secretsMission: (t) => `Mission : ${t}`,
    secretsObjective: (t) => `${t}`,
    secretsHq: (t) => `Quartier général : ${t}`,
    secretsNoHq: 'Quartier général : pas encore choisi (/hq).',
    secretsHand: (c) => `Cartes : ${c}`,
    secretsNoCards: 'Cartes : aucune.',
    goalObjective: (n, name, held, of) => `Objectif ${n} «${name}» — ${held}/${of} tenus`,
    goalProgress: (held, of) => `Progression : ${held}/${of}`,
    secretsSets: (s) => `Combinaisons possibles : ${s}`,
    secretsNone: 'Vous n’avez aucun secret dans cette partie.',
    dmFailed: (m) => `${m}, je n’ai pas pu vous envoyer de message privé. Utilisez le bouton Mes secrets ou /risk mission pour voir vos secrets.`,
    dmIntro: (c) => `Vos secrets pour la partie de #${c} :`,
    cardsNew: (c) => `Vous piochez : ${c}.`,
    missionChanged: 'Votre mission a changé (sa cible a disparu) : voyez Mes secrets.',
    statusLine: (r, round, ph, w) => `**${r}** — tour ${round}, ${ph}. En attente de ${w}.`,
    playerLine: (n, c, t, a, k, s) => `${c} ${n} : ${t} territoires, ${a} armées, ${k} cartes${s ? ` (${s})` : ''}`,
    rulesHeader: (r) => `**Variante ${r}**`,
    optionsHeader: 'Options',
    help: '**Comment jouer à Risk ici**\n• `/risk new` ouvre un salon d’attente ; les joueurs cliquent Rejoindre (ou `/risk join`), l’hôte peut ajouter des IA, puis Commencer.\n• À votre tour : `/place territoire nombre`, `/trade` si vous avez une combinaison, puis `/attack depuis vers dés` ou `/blitz depuis vers`, `/move nombre` après une conquête, `/fortify depuis vers nombre`, et `/end` pour finir une phase.\n• Votre mission, objectif, QG et cartes arrivent en MP et sont toujours sous **Mes secrets** ou `/risk mission`.\n• `/risk status`, `/risk board`, `/risk rules`, `/risk odds`, `/risk settings` (délai par tour, règle d’absence), `/risk abandon`.',
    oddsLine: (a, d, w) => `${a} armées attaquantes contre ${d} en défense : l’attaquant prend le territoire dans ${w} des cas.`,
    oddsUsage: 'Donnez `attaquants` et `defenseurs` (ex. `/risk chances 10 6`), ou `depuis` et `vers` pour prendre les armées du plateau.',
    oddsNotAnAttack: 'Ce n’est pas une attaque possible : choisissez un de vos territoires avec 2 armées ou plus et un voisin ennemi.',
    settingsSaved: (s) => `Réglages enregistrés : ${s}.`,
    settingsNow: (s) => `Réglages : ${s}.`,
    deadlineReminder: (m, w) => `⏳ ${m}, votre tour expire ${w}.`,
    deadlineExpired: (w, what) => `⌛ Le temps de ${w} est écoulé : ${what}.`,
    afkEnd: 'son tour a été terminé',
    afkAi: 'l’IA a joué son tour',
    seatTakenByAi: (w) => `${w} a manqué trop de tours : l’IA prend sa place.`,
    seatPassive: (w) => `${w} a manqué trop de tours : ses armées deviennent passives.`,
    removed: (w) => `${w} a été retiré de la partie.`,
    notManager: 'Seul l’hôte ou un membre avec Gérer le serveur peut faire cela.',
    missionNotYet: 'Votre but n’est pas encore atteint. Il est vérifié après chacun de vos coups.',
    missionDone: 'Votre but est atteint : la victoire sera prononcée à votre tour.',
    noMission: 'Cette partie n’a pas de mission secrète.',
    suggestSets: (s) => `Combinaisons possibles : ${s}. /trade échange la meilleure.`,
    noSets: 'Vous n’avez aucune combinaison à échanger.',
    autopilotOn: (w) => `🤖 L’IA joue désormais pour ${w}.`,
    autopilotOff: (w) => `${w} rejoue.`,
    done: 'C’est fait.',
    noteDeadline: (at) => `fin du tour ${at}`,
    noteTimeLimit: (at) => `fin de partie ${at}`,
    fortifyPhase: (p) => `${p} arrête d’attaquer : un déplacement (/fortify) ou /end pour finir le tour.`,
    armiesLost: (p, n) => `${p} perd ${n} armées : aucun territoire n’a de place (plafond de 12).`,
    unknownCommand: (c) => `Commande inconnue ${c}.`,
    internalError: 'Une erreur s’est produite de mon côté ; rien n’a changé. Réessayez.',
    btn: {
      join: 'Rejoindre', leave: 'Quitter', addAi: 'Ajouter une IA', start: 'Commencer', attackAgain: 'Attaquer encore', blitz: 'Blitz', stop: 'Arrêter',
      moveAll: 'Tout déplacer', moveMin: 'Déplacer le minimum', endAttack: 'Fin des attaques', endTurn: 'Fin du tour', trade: 'Échanger la combinaison',
      secrets: 'Mes secrets', endPhase: 'Fin de phase',
    },
  },
};

export const it: Catalogue = {
  errors: {
    gameOver: () => 'Questa partita è finita.',
    notYourTurn: (e, n) => `Non è il tuo turno: tocca a ${n.p(e.current)}.`,
    notSeated: () => 'Non partecipi a questa partita.',
    wrongPhase: (e) => `Non puoi farlo nella fase ${e.phase}. Ora puoi: ${e.allowed.join(', ') || '—'}.`,
    unknownTerritory: (e) => `Nessun territorio si chiama «${e.territory}».`,
    notOwner: (e, n) => `${n.t(e.territory)} non è tuo.`,
    alreadyClaimed: (e, n) => `${n.t(e.territory)} è già occupato.`,
    ownTerritory: (e, n) => `${n.t(e.territory)} è tuo: non puoi attaccarlo.`,
    notAdjacent: (e, n) => `${n.t(e.to)} non confina con ${n.t(e.from)}. ${e.targets.length ? `Da ${n.t(e.from)} puoi raggiungere: ${n.list(e.targets.map(n.t))}.` : `${n.t(e.from)} non ha bersagli validi.`}`,
    notConnected: (e, n) => `${n.t(e.from)} e ${n.t(e.to)} non sono collegati dai tuoi territori.`,
    notEnoughArmies: (e, n) => `${n.t(e.territory)} ha ${e.armies} ${e.armies === 1 ? 'armata' : 'armate'}; ne servono almeno ${e.needed}.`,
    badCount: (e) => `Il numero deve essere tra ${e.min} e ${e.max}.`,
    badDice: (e) => `Puoi tirare da ${e.min} a ${e.max} dadi.`,
    notEnoughReserve: (e) => `Hai solo ${e.reserve} armate da piazzare.`,
    mustPlaceAll: (e) => `Piazza prima le ${e.reserve} armate rimaste (/place).`,
    mustTrade: (e) => `Hai ${e.hand} carte: prima gioca un tris (/trade).`,
    notASet: () => 'Queste tre carte non formano un tris.',
    cardNotInHand: () => 'Questa carta non è nella tua mano.',
    cannotTradeNow: () => 'Non puoi giocare carte ora (solo nei rinforzi).',
    pendingConquest: (e, n) => `Prima sposta armate in ${n.t(e.to)}: /move tra ${e.min} e ${e.max}.`,
    pendingRoll: () => 'Prima risolvi il lancio in sospeso.',
    noPendingRoll: () => 'Nessun lancio in sospeso.',
    noConquest: () => 'Nessuna conquista da occupare.',
    alreadyFortified: () => 'Hai già fatto lo spostamento strategico in questo turno.',
    garrison: (e, n) => `${n.t(e.territory)} deve tenere almeno ${e.min} armate (confina con un nemico).`,
    territoryCap: (e, n) => `${n.t(e.territory)} ha già il massimo di ${e.cap} armate.`,
    eliminationTooEarly: (e, n) => `Nessun giocatore può essere eliminato prima della fine del giro ${e.round}: ${n.t(e.territory)} è il suo ultimo territorio.`,
    commanderUsed: () => 'Hai già usato il comandante in questo turno.',
    noRerollCard: () => 'Non hai carte di questi territori per ritirare.',
    badDie: (e) => `Scegli un dado tra 1 e ${e.max}.`,
    hqAlreadyChosen: () => 'Hai già scelto il tuo quartier generale.',
    notNeutral: (e, n) => `${n.t(e.territory)} non è un territorio neutrale.`,
    defencePreferenceLocked: () => 'In questa variante la difesa tira sempre il massimo dei dadi.',
    noCardsInGame: () => 'Questa partita si gioca senza carte territorio: non ci sono tris da giocare.',
    placementConfirmed: () => 'Il tuo schieramento è confermato e non può più cambiare; sarà rivelato quando tutti avranno confermato.',
    nothingPlanned: () => 'Non hai ancora piazzato armate: /place un territorio e un numero.',
    playerCount: (e) => `Questa variante è per ${e.min}–${e.max} giocatori (non ${e.given}).`,
    optionNotOffered: (e) => `Questa variante non offre quel valore per ${e.option}. Valori ammessi: ${e.allowed.join(', ')}.`,
    nothingToDo: () => 'Non c’è ancora nulla da fare.',
    notPlaying: () => 'Non giochi più in questa partita (eliminato o ritirato).',
    noNeutral: () => 'In questa partita non ci sono armate neutrali (solo nelle partite a due).',
    mission: (e) => napoleonMessages.it.missionError(e),
    team: (e, n) => napoleonMessages.it.teamError(e, n.t(e.territory)),
  },
  phase: {
    setupClaim: 'scelta dei territori', setupPlace: 'piazzamento', setupSimultaneous: 'piazzamento (tutti insieme)', chooseHQ: 'scelta del QG',
    reinforce: 'rinforzi', neutralReinforce: 'rinforzi neutrali', attack: 'attacco', fortify: 'spostamento', over: 'partita finita',
  },
  goal: {
    conquest: 'conquista del mondo', capitals: 'capitali conquistate', mission: 'missione compiuta', objective: 'obiettivo raggiunto',
    timeLimit: 'tempo scaduto', sdadata: 'la sdadata', lastStanding: 'ultimo giocatore rimasto', abandoned: 'tutti hanno abbandonato', teamElimination: napoleonMessages.it.teamElimination,
  },
  symbol: { infantry: 'fante', cavalry: 'cavaliere', artillery: 'cannone', wild: 'jolly' },
  ui: {
    noGame: 'Nessuna partita in questo canale. Iniziane una con /risk new.',
    gameExists: 'Questo canale ha già una partita. Finiscila o annullala (/risk cancel).',
    lobbyOnly: 'Solo nella sala d’attesa, prima dell’inizio della partita.',
    alreadyStarted: 'La partita è già iniziata.',
    notStarted: 'La partita non è ancora iniziata: unisciti, poi Inizia.',
    lobbyTitle: (r, h) => `**Nuova partita di Risk — ${r}** (ospite ${h})`,
    lobbySeats: (min, max) => `Posti: da ${min} a ${max} giocatori. Unisciti, aggiungi IA, poi Inizia.`,
    lobbyEmptySeat: '(libero)',
    joined: (w) => `${w} si è unito.`,
    alreadySeated: 'Sei già seduto.',
    notInLobby: 'Non sei in questa sala d’attesa.',
    lobbyFull: (m) => `Il tavolo è pieno (${m} posti).`,
    left: (w) => `${w} se n’è andato.`,
    aiAdded: (n) => `Il giocatore IA ${n} si è unito.`,
    notEnoughPlayers: (m) => `Servono almeno ${m} giocatori per iniziare.`,
    onlyHost: 'Solo l’ospite (o un membro con Gestire il server) può farlo.',
    cancelled: (b) => `La partita è stata annullata da ${b}.`,
    started: (r) => `**La partita comincia!** Variante: ${r}. I segreti sono stati inviati in privato (o usa I miei segreti).`,
    turnOf: (m, ph) => `${m}, tocca a te (${ph}).`,
    waitingFor: (w) => `In attesa di ${w}.`,
    notSeatedHere: 'Non partecipi a questa partita.',
    notYourTurnNamed: (w) => `Non è il tuo turno: si aspetta ${w}.`,
    stale: 'Questo pulsante è scaduto: la partita è andata avanti. Usa l’ultimo messaggio o un comando.',
    unknownTerritory: (t, s) => `Non conosco il territorio «${t}».${s ? ` Forse intendevi: ${s}?` : ''}`,
    ambiguous: (t) => `«${t}» corrisponde a più territori; sii più preciso.`,
    badOption: (o, a) => `Questa variante non offre quel valore per ${o}. Valori ammessi: ${a}.`,
    legalNow: (a) => `Ora puoi: ${a}.`,
    youCan: 'Puoi',
    placed: (w, c, t) => `${w} piazza ${c} armata/e su ${t}.`,
    reserveLeft: (n) => `Ancora ${n} da piazzare.`,
    claimed: (w, t) => `${w} occupa ${t}.`,
    attack: (w, f, t, a, d, al, dl) => `${w} attacca ${t} da ${f}: 🎲 ${a} contro ${d} → attaccante −${al}, difensore −${dl}.`,
    blitzSummary: (w, f, t, r, al, dl) => `${w} attacca a oltranza ${t} da ${f}: ${r} lanci, attaccante −${al}, difensore −${dl}.`,
    conquered: (w, t, min, max) => `**${w} conquista ${t}!** Sposta ${min === max ? min : `da ${min} a ${max}`} armate.`,
    moved: (w, c, f, t) => `${w} sposta ${c} armata/e da ${f} a ${t}.`,
    traded: (w, a) => `${w} gioca un tris di carte per ${a} armate.`,
    cardDrawn: (w) => `${w} pesca una carta.`,
    cardsReceived: (w, f, c) => `${w} prende ${c} carte da ${f}.`,
    eliminated: (w, b) => `☠️ ${w} è stato eliminato da ${b}.`,
    simultaneousStarted: '🤫 Ora ognuno piazza le armate rimaste nello stesso momento, in segreto (/place, poi conferma). Tutti gli schieramenti sono rivelati insieme quando l’ultimo giocatore conferma.',
    placementPlanned: (n, w, left) => `🤫 Previsto: ${n} su ${w} (lo vedi solo tu). Da piazzare: ${left}.`,
    placementCleared: '🤫 Il tuo piano è annullato: tutte le armate tornano nella riserva.',
    placementConfirmed: (w, random) => (random ? `✅ Le armate rimaste di ${w} sono state piazzate a caso; il suo schieramento è definitivo.` : `✅ ${w} ha confermato lo schieramento.`),
    placementsRevealed: (lines) => `📣 Tutti gli schieramenti rivelati: ${lines}`,
    turnStarted: (w, r, a) => `Giro ${r}: tocca a ${w}, ${a} armate da piazzare.`,
    turnEnded: (w) => `${w} termina il turno.`,
    hqChosenPublic: (w) => `${w} ha scelto il quartier generale.`,
    hqsRevealed: (l) => `Quartieri generali svelati: ${l}.`,
    hqCaptured: (w, h, o) => `${w} conquista il quartier generale di ${o}, ${h}!`,
    neutralReinforce: (w, a) => `${w} piazza ${a} armate neutrali (/place su territori neutrali).`,
    abandoned: (w) => `${w} abbandona; le sue armate restano come armata passiva.`,
    timeLimit: '⏰ Il tempo è scaduto.',
    timeLimitLastRound: (r) => `⏰ Tempo scaduto: il giro ${r} è l’ultimo, poi decide la sdadata.`,
    timeLimitExtended: '⏰ Tempo scaduto in parità: la partita è prolungata di 30 minuti.',
    sdadata: (w, a, b, th, ended) => `🎲 Sdadata: ${w} tira ${a}+${b}=${a + b} (≤${th} chiude la partita) — ${ended ? 'la partita finisce!' : 'la partita continua.'}`,
    gameOver: (w, r) => `🏆 **Partita finita** — vince ${w} (${r}).`,
    scores: (l) => `Punteggi: ${l}.`,
    aiTurns: (n) => `🤖 ${n} mossa/e dell’IA:`,
    secretsTitle: '🔒 I tuoi segreti',
    secretsMission: (t) => `Missione: ${t}`,
    secretsObjective: (t) => `${t}`,
    secretsHq: (t) => `Quartier generale: ${t}`,
    secretsNoHq: 'Quartier generale: non ancora scelto (/hq).',
    secretsHand: (c) => `Carte: ${c}`,
    secretsNoCards: 'Carte: nessuna.',
    goalObjective: (n, name, held, of) => `Obiettivo ${n} «${name}» — ${held}/${of} posseduti`,
    goalProgress: (held, of) => `Progresso: ${held}/${of}`,
    secretsSets: (s) => `Tris giocabili: ${s}`,
    secretsNone: 'Non hai segreti in questa partita.',
    dmFailed: (m) => `${m}, non riesco a mandarti un messaggio privato. Usa il pulsante I miei segreti o /risk mission per vedere i tuoi segreti.`,
    dmIntro: (c) => `I tuoi segreti per la partita in #${c}:`,
    cardsNew: (c) => `Hai pescato: ${c}.`,
    missionChanged: 'La tua missione è cambiata (il bersaglio non c’è più): vedi I miei segreti.',
    statusLine: (r, round, ph, w) => `**${r}** — giro ${round}, ${ph}. In attesa di ${w}.`,
    playerLine: (n, c, t, a, k, s) => `${c} ${n}: ${t} territori, ${a} armate, ${k} carte${s ? ` (${s})` : ''}`,
    rulesHeader: (r) => `**Variante ${r}**`,
    optionsHeader: 'Opzioni',
    help: '**Come si gioca a Risk qui**\n• `/risk new` apre una sala d’attesa; i giocatori premono Unisciti (o `/risk join`), l’ospite può aggiungere IA, poi Inizia.\n• Al tuo turno: `/place territorio numero`, `/trade` se hai un tris, poi `/attack da a dadi` o `/blitz da a`, `/move numero` dopo una conquista, `/fortify da a numero`, e `/end` per chiudere una fase.\n• Missione, obiettivo, QG e carte arrivano in privato e sono sempre sotto **I miei segreti** o `/risk mission`.\n• `/risk status`, `/risk board`, `/risk rules`, `/risk odds`, `/risk settings` (scadenza del turno, regola di assenza), `/risk abandon`.',
    oddsLine: (a, d, w) => `${a} armate in attacco contro ${d} in difesa: l’attaccante conquista il territorio nel ${w} dei casi.`,
    oddsUsage: 'Indica `attaccanti` e `difensori` (es. `/risiko probabilita 10 6`), oppure `da` e `verso` per usare le armate sul tabellone.',
    oddsNotAnAttack: 'Non è un attacco possibile: scegli un tuo territorio con almeno 2 armate e un vicino nemico.',
    settingsSaved: (s) => `Impostazioni salvate: ${s}.`,
    settingsNow: (s) => `Impostazioni: ${s}.`,
    deadlineReminder: (m, w) => `⏳ ${m}, il tuo turno scade ${w}.`,
    deadlineExpired: (w, what) => `⌛ Il tempo di ${w} è scaduto: ${what}.`,
    afkEnd: 'il suo turno è stato chiuso',
    afkAi: 'l’IA ha giocato il suo turno',
    seatTakenByAi: (w) => `${w} ha saltato troppi turni: l’IA prende il suo posto.`,
    seatPassive: (w) => `${w} ha saltato troppi turni: le sue armate diventano passive.`,
    removed: (w) => `${w} è stato rimosso dalla partita.`,
    notManager: 'Solo l’ospite o un membro con Gestire il server può farlo.',
    missionNotYet: 'Il tuo scopo non è ancora raggiunto. Viene controllato dopo ogni tua mossa.',
    missionDone: 'Il tuo scopo è raggiunto: la vittoria sarà assegnata nel tuo turno.',
    noMission: 'Questa partita non ha missioni segrete.',
    suggestSets: (s) => `Tris giocabili: ${s}. /trade gioca il migliore.`,
    noSets: 'Non hai tris da giocare.',
    autopilotOn: (w) => `🤖 Ora l’IA gioca per ${w}.`,
    autopilotOff: (w) => `${w} torna a giocare.`,
    done: 'Fatto.',
    noteDeadline: (at) => `scadenza turno ${at}`,
    noteTimeLimit: (at) => `fine partita ${at}`,
    fortifyPhase: (p) => `${p} smette di attaccare: uno spostamento (/fortify) o /end per finire il turno.`,
    armiesLost: (p, n) => `${p} perde ${n} armate: nessun territorio ha posto (limite di 12).`,
    unknownCommand: (c) => `Comando sconosciuto ${c}.`,
    internalError: 'Qualcosa è andato storto da parte mia; nulla è cambiato. Riprova.',
    btn: {
      join: 'Unisciti', leave: 'Esci', addAi: 'Aggiungi IA', start: 'Inizia', attackAgain: 'Attacca ancora', blitz: 'Blitz', stop: 'Fermati',
      moveAll: 'Sposta tutto', moveMin: 'Sposta il minimo', endAttack: 'Fine attacchi', endTurn: 'Fine turno', trade: 'Gioca il tris',
      secrets: 'I miei segreti', endPhase: 'Fine fase',
    },
  },
};

export const catalogues: Record<Locale, Catalogue> = { en, fr, it };

export function cat(locale: Locale): Catalogue {
  return catalogues[locale];
}
