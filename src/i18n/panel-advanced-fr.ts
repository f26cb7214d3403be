// The advanced game's panel words in French (the shape is AdvancedPanel, src/i18n/panel-advanced.ts).
import type { AdvancedPanel } from './panel-advanced.js';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const advancedFr: AdvancedPanel = {
  unit: {
    ship: '⛵ Navire',
    general: '🎖️ Général',
    admiral: '⚓ Amiral',
    fort: '🏰 Fortification',
    buyGeneral: '🎖️ Racheter un général',
    buyAdmiral: '⚓ Racheter un amiral',
  },
  by: { land: '🚶 Terrestre', naval: '⛵ Navale', general: '🎖️ Général', admiral: '⚓ Amiral' },
  select: {
    convert: 'Convertir des armées en… (1 armée chacun)',
    starting: 'Placez votre unité de départ…',
    buildAt: (unit) => `${unit} : où ?`,
    sail: 'Invasion navale… (de → vers)',
    occupy: 'Occuper un territoire vide… (sans combat)',
    manoeuvre: 'Manœuvre… (quoi, d’où)',
    manoeuvreTo: 'Manœuvrer vers…',
    manoeuvreNow: 'Manœuvrer… (fin de l’attaque)',
    exactly: 'Exactement…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Combat naval : ${zone} (${mine} contre ${theirs})`,
    leadersOnly: (n) => `Chefs seuls (${n})`,
    withLeaders: (count, leaders) => `Tout (${count}) + ${leaders} ${s(leaders, 'chef', 'chefs')}`,
    follow: (unit, n, to) =>
      unit === 'general'
        ? `🎖️ ${n} ${s(n, 'général suit', 'généraux suivent')} en ${to}`
        : `⚓ ${n} ${s(n, 'amiral suit', 'amiraux suivent')} en ${to}`,
    stay: (count, g) => `Tout (${count}), ${s(g, 'le général reste', 'les généraux restent')}`,
    andEnd: (amount) => `${amount}, fin du tour`,
    quickShip: (zone, ships) => `⛵ +1 navire : ${zone} (⛵${ships})`,
  },
  prompt: {
    starting: (g, f) =>
      `Placez ${[g ? s(g, 'votre général', `vos ${g} généraux`) : '', f ? s(f, 'votre fortification', `vos ${f} fortifications`) : ''].filter(Boolean).join(' et ')} de départ (gratuit) sur vos territoires.`,
    buildAt: (unit, left) => `${unit} : choisissez où (${left} ${s(left, 'armée', 'armées')} à dépenser).`,
    buildAmount: (unit, at, max) => `Combien de ${unit} dans ${at} ? (jusqu’à ${max})`,
    forced: (zones) => `Vos nouveaux navires doivent d’abord combattre : ${zones}.`,
    sailAmount: (from, to, max) => `Combien de navires de ${from} vers ${to} ? (jusqu’à ${max} ; un reste en arrière)`,
    occupyAmount: (from, to, max) => `Combien d’armées de ${from} dans ${to} vide ? (jusqu’à ${max})`,
    manoeuvre: 'Manœuvres : une terrestre, une navale, une par général ou amiral — ou finissez le tour.',
    manoeuvreTo: (by, from) => `Manœuvre ${by} depuis ${from} : choisissez où.`,
    manoeuvreAmount: (by, from, to, units, leaders) =>
      `Manœuvre ${by} ${from} → ${to} : jusqu’à ${units} ${s(units, 'unité', 'unités')}${leaders ? ` et ${leaders} ${s(leaders, 'chef', 'chefs')}` : ''}.`,
  },
  describe: {
    ships: (mine, theirs) => `vos navires ${mine} · les leurs ${theirs}`,
    landing: '⛵ débarquement par vos zones maritimes',
    leaders: (n) => `${n} ${s(n, 'chef', 'chefs')} ici`,
  },
  year: (round, of) => `📅 Année ${round} sur ${of}`,
  leads: (who, vp) => `${who} mène avec ${vp} PV`,
  tied: (who, vp) => `${who} à égalité, ${vp} PV`,
  status: (ships, generals, vp) =>
    [
      `⛵ ${ships} ${s(ships, 'navire', 'navires')}`,
      `🎖️ ${generals} ${s(generals, 'général', 'généraux')}`,
      ...(vp === null ? [] : [`⭐ ${vp} PV`]),
    ].join(', '),
  won: (who, vp) => `🏁 ${who} a gagné avec ${vp} PV`,
  shared: (who, vp) => `🏁 ${who} se partagent la victoire à ${vp} PV`,
  ev: {
    built: (who, unit, at, count, free) => `${who} ${free ? 'a placé' : 'a construit'} ${count}× ${unit} dans ${at}.`,
    seaBattle: (att, def, zone, dice, al, dl) =>
      `⚓ ${att} a combattu ${def} dans ${zone} : ${dice} — ${al} perdu(s), ${dl} coulé(s).`,
    zoneTaken: (who, from, to, ships) =>
      `${who} a fait passer ${ships} ${s(ships, 'navire', 'navires')} ${from} → ${to}.`,
    epidemicKilled: (who, at, count) => `☣️ L’épidémie a tué ${count} armée(s) de ${who} dans ${at}.`,
    epidemicCost: (who, at, count) =>
      `☣️ ${who} a perdu ${count} armée(s) dans ${at} pour déclarer une invasion (épidémie).`,
    epidemicMoved: (from, to) => `☣️ L’épidémie a quitté ${from} pour ${to}.`,
    occupied: (who, count, from, to) => `${who} a fait entrer ${count} armée(s) de ${from} dans ${to}, vide.`,
    captured: (captor, count, unit, owner, at) => `⛓️ ${captor} a capturé ${count} ${unit} de ${owner} dans ${at}.`,
    returned: (who, count, unit, at) => `${count} ${unit} de ${who} quitte(nt) ${at} (retour à la réserve).`,
    fortDestroyed: (at) => `🏰 La fortification de ${at} est détruite.`,
    points: (who, points, source) => `⭐ ${who} ${points >= 0 ? '+' : ''}${points} PV (${source}).`,
    followed: (who, unit, n, from, to) =>
      unit === 'general'
        ? `🎖️ ${who} : ${n} ${s(n, 'général a suivi', 'généraux ont suivi')} les armées ${from} → ${to}.`
        : `⚓ ${who} : ${n} ${s(n, 'amiral a suivi', 'amiraux ont suivi')} les navires ${from} → ${to}.`,
    manoeuvred: (who, by, count, leaders, from, to) =>
      `${who} manœuvre ${by} : ${count}${leaders ? ` + ${leaders} ${s(leaders, 'chef', 'chefs')}` : ''} ${from} → ${to}.`,
    fleetRemoved: (who, ships) => `Les ${ships} navire(s) de ${who} quittent la mer.`,
  },
  ai: {
    built: (list) => `a construit ${list}`,
    naval: (rolls) => `${rolls} ${s(rolls, 'lancer naval', 'lancers navals')}`,
    vp: (n) => `${n >= 0 ? '+' : ''}${n} PV`,
  },
  source: {
    empire: 'empire',
    route: 'route maritime',
    capital: 'capitale',
    capture: 'capture',
    captured: 'chef capturé',
    census: 'recensement',
    mission: 'mission',
    objective: 'objectif', // NC-VP-1
    invasion: 'première invasion', // NC-VP-3
  },
  legal: {
    list: (items, more) => `Possible maintenant : ${items}${more ? ` … (+${more})` : ''}.`,
    none: {
      build:
        'Aucune conversion possible maintenant : les armées se convertissent pendant vos renforts, avant de les placer.',
      sail: 'Aucune invasion navale possible maintenant : il faut une zone contrôlée avec 2 navires ou plus, avant vos offensives terrestres.',
      seabattle: 'Vous n’avez aucun combat naval forcé à livrer maintenant.',
      occupy: 'Aucun territoire vide où entrer maintenant.',
      manoeuvre: 'Plus aucune manœuvre maintenant : elles se font pendant votre phase de manœuvre, après les combats.',
      follow:
        'Aucun chef ne peut suivre maintenant : juste après avoir pris un territoire (ou gagné une invasion navale) et y être entré, les généraux (amiraux) du territoire (de la zone) de départ peuvent suivre, avant votre action suivante.',
    },
  },
  card: {
    open: '🃏 Vos cartes…',
    play: '🃏 Jouer une carte pour son effet…',
    arm: '🛡️ Armer une carte de défense…',
    any: 'n’importe lequel de vos territoires',
    armed: (card, where) => `🛡️ Armée : ${card}, pour ${where}.`,
    ev: {
      scored: (who, rank, text, points) => `🎖️ ${who} a accompli une mission ${rank} : « ${text} » (+${points} PV).`,
      drawn: (who, rank) => `${who} a tiré une nouvelle mission ${rank}.`,
      pileEmpty: (who, rank) => `Plus aucune mission ${rank} pour ${who}.`,
      bonusLost: (who, text) => `${who} a perdu le bonus permanent de « ${text} ».`,
      revealed: (who, list) => `Missions de ${who} : ${list}.`,
      spied: (who, target) => `🕵️ ${who} a espionné une mission de ${target}.`,
      spiedHand: (who, target) => `🕵️ ${who} a regardé la main de ${target}.`,
      spiedSecret: (target, rank, text) => `🕵️ Mission ${rank} de ${target} : « ${text} ».`,
      played: (who, card, target) => `🃏 ${who} a joué ${card}${target ? ` sur ${target}` : ''}.`,
      armed: (who) => `🛡️ ${who} a armé une carte de défense, face cachée.`,
      disarmed: (who) => `La carte armée de ${who} revient dans sa main.`,
      fired: (who, card, at, armies) =>
        `🛡️ La carte ${card} armée par ${who} a joué dans ${at}${armies ? ` (+${armies})` : ''}.`,
    },
  },
  leader: { general: (n) => s(n, 'général', 'généraux'), admiral: (n) => s(n, 'amiral', 'amiraux') },
};
