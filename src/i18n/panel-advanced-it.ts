// The advanced game's panel words in Italian (the shape is AdvancedPanel, src/i18n/panel-advanced.ts).
import type { AdvancedPanel } from './panel-advanced.js';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const advancedIt: AdvancedPanel = {
  unit: {
    ship: '⛵ Nave',
    general: '🎖️ Generale',
    admiral: '⚓ Ammiraglio',
    fort: '🏰 Fortificazione',
    buyGeneral: '🎖️ Riscatta un generale',
    buyAdmiral: '⚓ Riscatta un ammiraglio',
  },
  by: { land: '🚶 Terrestre', naval: '⛵ Navale', general: '🎖️ Generale', admiral: '⚓ Ammiraglio' },
  select: {
    convert: 'Converti armate in… (1 armata ciascuno)',
    starting: 'Piazza la tua unità iniziale…',
    buildAt: (unit) => `${unit}: dove?`,
    sail: 'Invasione navale… (da → a)',
    occupy: 'Occupa un territorio vuoto… (senza combattere)',
    manoeuvre: 'Manovra… (cosa, da dove)',
    manoeuvreTo: 'Manovra verso…',
    manoeuvreNow: 'Manovra… (fine dell’attacco)',
    exactly: 'Esattamente…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Battaglia navale: ${zone} (${mine} contro ${theirs})`,
    leadersOnly: (n) => `Solo i capi (${n})`,
    withLeaders: (count, leaders) => `Tutte (${count}) + ${leaders} ${s(leaders, 'capo', 'capi')}`,
    follow: (unit, n, to) =>
      unit === 'general'
        ? `🎖️ ${n} ${s(n, 'generale segue', 'generali seguono')} in ${to}`
        : `⚓ ${n} ${s(n, 'ammiraglio segue', 'ammiragli seguono')} in ${to}`,
    stay: (count, g) => `Tutte (${count}), ${s(g, 'il generale resta', 'i generali restano')}`,
    andEnd: (amount) => `${amount}, fine turno`,
    quickShip: (zone, ships) => `⛵ +1 nave: ${zone} (⛵${ships})`,
  },
  prompt: {
    starting: (g, f) =>
      `Piazza ${[g ? s(g, 'il generale', `i ${g} generali`) : '', f ? s(f, 'la fortificazione', `le ${f} fortificazioni`) : ''].filter(Boolean).join(' e ')} di partenza (gratis) sui tuoi territori.`,
    buildAt: (unit, left) => `${unit}: scegli dove (${left} ${s(left, 'armata', 'armate')} da spendere).`,
    buildAmount: (unit, at, max) => `Quante ${unit} in ${at}? (fino a ${max})`,
    forced: (zones) => `Le tue nuove navi devono prima combattere: ${zones}.`,
    sailAmount: (from, to, max) => `Quante navi da ${from} a ${to}? (fino a ${max}; una resta)`,
    occupyAmount: (from, to, max) => `Quante armate da ${from} in ${to}, vuoto? (fino a ${max})`,
    manoeuvre: 'Manovre: una terrestre, una navale, una per generale o ammiraglio — o finisci il turno.',
    manoeuvreTo: (by, from) => `Manovra ${by} da ${from}: scegli dove.`,
    manoeuvreAmount: (by, from, to, units, leaders) =>
      `Manovra ${by} ${from} → ${to}: fino a ${units} ${s(units, 'unità', 'unità')}${leaders ? ` e ${leaders} ${s(leaders, 'capo', 'capi')}` : ''}.`,
  },
  describe: {
    ships: (mine, theirs) => `tue navi ${mine} · loro ${theirs}`,
    landing: '⛵ sbarco attraverso le tue zone di mare',
    leaders: (n) => `${n} ${s(n, 'capo', 'capi')} qui`,
  },
  year: (round, of) => `📅 Anno ${round} di ${of}`,
  leads: (who, vp) => `${who} in testa con ${vp} PV`,
  tied: (who, vp) => `${who} pari a ${vp} PV`,
  status: (ships, generals, vp) =>
    [
      `⛵ ${ships} ${s(ships, 'nave', 'navi')}`,
      `🎖️ ${generals} ${s(generals, 'generale', 'generali')}`,
      ...(vp === null ? [] : [`⭐ ${vp} PV`]),
    ].join(', '),
  won: (who, vp) => `🏁 ${who} ha vinto con ${vp} PV`,
  shared: (who, vp) => `🏁 ${who} condividono la vittoria a ${vp} PV`,
  ev: {
    built: (who, unit, at, count, free) => `${who} ha ${free ? 'piazzato' : 'costruito'} ${count}× ${unit} in ${at}.`,
    seaBattle: (att, def, zone, dice, al, dl) =>
      `⚓ ${att} ha combattuto ${def} in ${zone}: ${dice} — perse ${al}, affondate ${dl}.`,
    zoneTaken: (who, from, to, ships) => `${who} ha navigato con ${ships} ${s(ships, 'nave', 'navi')} ${from} → ${to}.`,
    epidemicKilled: (who, at, count) => `☣️ L’epidemia ha ucciso ${count} armata/e di ${who} in ${at}.`,
    epidemicCost: (who, at, count) =>
      `☣️ ${who} ha perso ${count} armata/e in ${at} per dichiarare un’invasione (epidemia).`,
    epidemicMoved: (from, to) => `☣️ L’epidemia ha lasciato ${from} per ${to}.`,
    occupied: (who, count, from, to) => `${who} ha spostato ${count} da ${from} in ${to}, vuoto.`,
    captured: (captor, count, unit, owner, at) => `⛓️ ${captor} ha catturato ${count} ${unit} di ${owner} in ${at}.`,
    returned: (who, count, unit, at) => `${count} ${unit} di ${who} lascia(no) ${at} (tornano in riserva).`,
    fortDestroyed: (at) => `🏰 La fortificazione di ${at} è distrutta.`,
    points: (who, points, source) => `⭐ ${who} ${points >= 0 ? '+' : ''}${points} PV (${source}).`,
    followed: (who, unit, n, from, to) =>
      unit === 'general'
        ? `🎖️ ${who}: ${n} ${s(n, 'generale ha seguito', 'generali hanno seguito')} le armate ${from} → ${to}.`
        : `⚓ ${who}: ${n} ${s(n, 'ammiraglio ha seguito', 'ammiragli hanno seguito')} le navi ${from} → ${to}.`,
    manoeuvred: (who, by, count, leaders, from, to) =>
      `${who} manovra ${by}: ${count}${leaders ? ` + ${leaders} ${s(leaders, 'capo', 'capi')}` : ''} ${from} → ${to}.`,
    fleetRemoved: (who, ships) => `Le ${ships} navi di ${who} lasciano il mare.`,
  },
  ai: {
    built: (list) => `ha costruito ${list}`,
    naval: (rolls) => `${rolls} ${s(rolls, 'lancio navale', 'lanci navali')}`,
    vp: (n) => `${n >= 0 ? '+' : ''}${n} PV`,
  },
  source: {
    empire: 'impero',
    route: 'rotta marittima',
    capital: 'capitale',
    capture: 'cattura',
    captured: 'capo catturato',
    census: 'censimento',
    mission: 'missione',
    objective: 'obiettivo', // NC-VP-1
    invasion: 'prima invasione', // NC-VP-3
  },
  legal: {
    list: (items, more) => `Possibile ora: ${items}${more ? ` … (+${more})` : ''}.`,
    none: {
      build: 'Nessuna conversione possibile ora: le armate si convertono durante i rinforzi, prima di piazzarle.',
      sail: 'Nessuna invasione navale possibile ora: serve una zona controllata con almeno 2 navi, prima delle offensive terrestri.',
      seabattle: 'Non hai battaglie navali obbligate da combattere ora.',
      occupy: 'Nessun territorio vuoto in cui entrare ora.',
      manoeuvre: 'Nessuna manovra rimasta ora: si fanno nella fase di manovra, dopo i combattimenti.',
      follow:
        'Nessun capo può seguire ora: subito dopo aver preso un territorio (o vinto un’invasione navale) ed esserci entrato, i generali (ammiragli) del territorio (della zona) di partenza possono seguire, prima della tua prossima azione.',
    },
  },
  card: {
    open: '🃏 Le tue carte…',
    play: '🃏 Gioca una carta per il suo effetto…',
    arm: '🛡️ Arma una carta di difesa…',
    any: 'uno qualsiasi dei tuoi territori',
    armed: (card, where) => `🛡️ Armata: ${card}, per ${where}.`,
    ev: {
      scored: (who, rank, text, points) => `🎖️ ${who} ha compiuto una missione ${rank}: «${text}» (+${points} PV).`,
      drawn: (who, rank) => `${who} ha pescato una nuova missione ${rank}.`,
      pileEmpty: (who, rank) => `Nessuna missione ${rank} rimasta per ${who}.`,
      bonusLost: (who, text) => `${who} ha perso il bonus permanente di «${text}».`,
      revealed: (who, list) => `Missioni di ${who}: ${list}.`,
      spied: (who, target) => `🕵️ ${who} ha spiato una missione di ${target}.`,
      spiedHand: (who, target) => `🕵️ ${who} ha guardato la mano di ${target}.`,
      spiedSecret: (target, rank, text) => `🕵️ Missione ${rank} di ${target}: «${text}».`,
      played: (who, card, target) => `🃏 ${who} ha giocato ${card}${target ? ` su ${target}` : ''}.`,
      armed: (who) => `🛡️ ${who} ha armato una carta di difesa, coperta.`,
      disarmed: (who) => `La carta armata di ${who} torna in mano.`,
      fired: (who, card, at, armies) =>
        `🛡️ La carta ${card} armata da ${who} è scattata in ${at}${armies ? ` (+${armies})` : ''}.`,
    },
  },
  leader: { general: (n) => s(n, 'generale', 'generali'), admiral: (n) => s(n, 'ammiraglio', 'ammiragli') },
};
