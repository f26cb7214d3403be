// The advanced game's panel words in English (the shape is AdvancedPanel, src/i18n/panel-advanced.ts).
import type { AdvancedPanel } from './panel-advanced.js';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const advancedEn: AdvancedPanel = {
  unit: {
    ship: '⛵ Ship',
    general: '🎖️ General',
    admiral: '⚓ Admiral',
    fort: '🏰 Fortification',
    buyGeneral: '🎖️ Buy back a general',
    buyAdmiral: '⚓ Buy back an admiral',
  },
  by: { land: '🚶 Land', naval: '⛵ Naval', general: '🎖️ General', admiral: '⚓ Admiral' },
  select: {
    convert: 'Convert armies into… (1 army each)',
    starting: 'Place your starting unit…',
    buildAt: (unit) => `${unit}: where?`,
    sail: 'Naval invasion… (from → to)',
    occupy: 'Occupy an empty territory… (no combat)',
    manoeuvre: 'Manoeuvre… (what, from where)',
    manoeuvreTo: 'Manoeuvre to…',
    manoeuvreNow: 'Manoeuvre… (ends the attack)',
    exactly: 'Exactly…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Naval battle: ${zone} (${mine} vs ${theirs})`,
    leadersOnly: (n) => `Leaders only (${n})`,
    withLeaders: (count, leaders) => `All (${count}) + ${leaders} ${s(leaders, 'leader', 'leaders')}`,
    follow: (unit, n, to) =>
      unit === 'general'
        ? `🎖️ ${n} ${s(n, 'general follows', 'generals follow')} into ${to}`
        : `⚓ ${n} ${s(n, 'admiral follows', 'admirals follow')} into ${to}`,
    stay: (count, g) => `All (${count}), ${s(g, 'the general stays', 'the generals stay')}`,
    andEnd: (amount) => `${amount}, end turn`,
    quickShip: (zone, ships) => `⛵ +1 ship: ${zone} (⛵${ships})`,
  },
  prompt: {
    starting: (g, f) =>
      `Place your starting ${[g ? s(g, 'general', `${g} generals`) : '', f ? s(f, 'fortification', `${f} fortifications`) : ''].filter(Boolean).join(' and ')} (free) on your territories.`,
    buildAt: (unit, left) => `${unit}: pick where (${left} ${s(left, 'army', 'armies')} to spend).`,
    buildAmount: (unit, at, max) => `How many ${unit} in ${at}? (up to ${max})`,
    forced: (zones) => `Your new ships must fight first: ${zones}.`,
    sailAmount: (from, to, max) => `Sail how many ships from ${from} to ${to}? (up to ${max}; one stays)`,
    occupyAmount: (from, to, max) => `Move how many from ${from} into empty ${to}? (up to ${max})`,
    manoeuvre: 'Manoeuvres: one land, one naval, one per general or admiral — or end your turn.',
    manoeuvreTo: (by, from) => `${by} manoeuvre from ${from}: pick where to.`,
    manoeuvreAmount: (by, from, to, units, leaders) =>
      `${by} manoeuvre ${from} → ${to}: up to ${units} ${s(units, 'unit', 'units')}${leaders ? ` and ${leaders} ${s(leaders, 'leader', 'leaders')}` : ''}.`,
  },
  describe: {
    ships: (mine, theirs) => `your ships ${mine} · theirs ${theirs}`,
    landing: '⛵ landing across your sea zones',
    leaders: (n) => `${n} ${s(n, 'leader', 'leaders')} there`,
  },
  year: (round, of) => `📅 Year ${round} of ${of}`,
  leads: (who, vp) => `${who} leads with ${vp} VP`,
  tied: (who, vp) => `${who} tied at ${vp} VP`,
  status: (ships, generals, vp) =>
    [
      `⛵ ${ships} ${s(ships, 'ship', 'ships')}`,
      `🎖️ ${generals} ${s(generals, 'general', 'generals')}`,
      ...(vp === null ? [] : [`⭐ ${vp} VP`]),
    ].join(', '),
  won: (who, vp) => `🏁 ${who} won with ${vp} VP`,
  shared: (who, vp) => `🏁 ${who} share the win at ${vp} VP`,
  ev: {
    built: (who, unit, at, count, free) => `${who} ${free ? 'placed' : 'built'} ${count}× ${unit} in ${at}.`,
    seaBattle: (att, def, zone, dice, al, dl) =>
      `⚓ ${att} fought ${def} in ${zone}: ${dice} — lost ${al}, sank ${dl}.`,
    zoneTaken: (who, from, to, ships) => `${who} sailed ${ships} ${s(ships, 'ship', 'ships')} ${from} → ${to}.`,
    epidemicKilled: (who, at, count) => `☣️ The epidemic killed ${count} of ${who} in ${at}.`,
    epidemicCost: (who, at, count) => `☣️ ${who} lost ${count} in ${at} to declare an invasion (epidemic).`,
    epidemicMoved: (from, to) => `☣️ The epidemic left ${from} for ${to}.`,
    occupied: (who, count, from, to) => `${who} moved ${count} from ${from} into empty ${to}.`,
    captured: (captor, count, unit, owner, at) => `⛓️ ${captor} captured ${count} ${unit} of ${owner} in ${at}.`,
    returned: (who, count, unit, at) => `${who}'s ${count} ${unit} left ${at} (back to the supply).`,
    fortDestroyed: (at) => `🏰 The fortification of ${at} was destroyed.`,
    points: (who, points, source) => `⭐ ${who} ${points >= 0 ? '+' : ''}${points} VP (${source}).`,
    manoeuvred: (who, by, count, leaders, from, to) =>
      `${who} ${by} manoeuvre: ${count}${leaders ? ` + ${leaders} ${s(leaders, 'leader', 'leaders')}` : ''} ${from} → ${to}.`,
    followed: (who, unit, n, from, to) =>
      unit === 'general'
        ? `🎖️ ${who}: ${n} ${s(n, 'general', 'generals')} followed the armies ${from} → ${to}.`
        : `⚓ ${who}: ${n} ${s(n, 'admiral', 'admirals')} followed the ships ${from} → ${to}.`,
    fleetRemoved: (who, ships) => `${who}'s ${ships} ${s(ships, 'ship leaves', 'ships leave')} the sea.`,
  },
  ai: {
    built: (list) => `built ${list}`,
    naval: (rolls) => `${rolls} naval ${s(rolls, 'roll', 'rolls')}`,
    vp: (n) => `${n >= 0 ? '+' : ''}${n} VP`,
  },
  source: {
    empire: 'empire',
    route: 'sea route',
    capital: 'capital',
    capture: 'capture',
    captured: 'leader captured',
    census: 'census',
    mission: 'mission',
    objective: 'objective', // NC-VP-1
    invasion: 'first invasion', // NC-VP-3
  },
  legal: {
    list: (items, more) => `Legal now: ${items}${more ? ` … (+${more})` : ''}.`,
    none: {
      build: 'No conversion is possible now: armies are converted in your reinforcement phase, before placing them.',
      sail: 'No naval invasion is possible now: it needs a zone you control with 2 ships or more, before your land offensives.',
      seabattle: 'You have no forced naval combat to fight now.',
      occupy: 'There is no empty territory you can move into now.',
      manoeuvre: 'No manoeuvre is left now: they are made in your manoeuvre phase, after the combats.',
      follow:
        'No leader can follow now: right after you take a territory (or win a naval invasion) and move in, the generals (admirals) of the territory (zone) you came from may go along, before your next action.',
    },
  },
  card: {
    open: '🃏 Your cards…',
    play: '🃏 Play a card for its effect…',
    arm: '🛡️ Arm a defence card…',
    any: 'any of your territories',
    armed: (card, where) => `🛡️ Armed: ${card}, for ${where}.`,
    ev: {
      scored: (who, rank, text, points) => `🎖️ ${who} completed a ${rank} mission: “${text}” (+${points} VP).`,
      drawn: (who, rank) => `${who} drew a new ${rank} mission.`,
      pileEmpty: (who, rank) => `No ${rank} mission is left for ${who}.`,
      bonusLost: (who, text) => `${who} lost the permanent bonus of “${text}”.`,
      revealed: (who, list) => `${who}'s missions: ${list}.`,
      spied: (who, target) => `🕵️ ${who} spied on one of ${target}'s missions.`,
      spiedHand: (who, target) => `🕵️ ${who} looked at ${target}'s hand.`,
      spiedSecret: (target, rank, text) => `🕵️ ${target}'s ${rank} mission: “${text}”.`,
      played: (who, card, target) => `🃏 ${who} played ${card}${target ? ` on ${target}` : ''}.`,
      armed: (who) => `🛡️ ${who} armed a defence card, face down.`,
      disarmed: (who) => `${who}'s armed card went back to the hand.`,
      fired: (who, card, at, armies) => `🛡️ ${who}'s armed ${card} fired in ${at}${armies ? ` (+${armies})` : ''}.`,
    },
  },
  leader: { general: (n) => s(n, 'general', 'generals'), admiral: (n) => s(n, 'admiral', 'admirals') },
};
