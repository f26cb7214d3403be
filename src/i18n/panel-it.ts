// The live panel's words in Italian (the same keys as English: PanelCatalogue, src/i18n/panel.ts).
import type { PanelCatalogue } from './panel.js';

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

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
    fortifyNone: 'Non resta niente che possa spostarsi — termina il turno.',
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
  setupNow: (mode, pings) =>
    `Preparazione: **${mode}** (${pings === 0 ? 'nessuna notifica' : pings === 1 ? '1 notifica' : `${pings} notifiche`} prima del giro 1). L’ospite può cambiarla con il menu qui sotto.`,
  setupPick: 'Preparazione (ospite)',
  setupModes: {
    simultaneous: 'simultanea: tutti piazzano insieme, in segreto',
    auto: 'auto: distribuiti e piazzati a caso',
    deal: 'distribuzione, poi un’armata a turno (regolamento)',
    claim: 'scelta dei territori uno a uno (regolamento)',
  },
  setupCost: (pings) =>
    pings === 0
      ? 'nessuna notifica prima del giro 1'
      : pings === 1
        ? '1 notifica prima del giro 1'
        : `${pings} notifiche prima del giro 1`,
  setupChanged: (mode) => `Preparazione: ${mode}.`,
};
