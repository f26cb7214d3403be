// The panel's words for Risk Napoléon's advanced game (napoleon-advanced, NA-*) in en/fr/it:
// conversions, naval combat, landings, empty territories, manoeuvres, the year and the victory
// points, and the log lines of the advanced game's events. Short: read on a phone.
import type { BuildUnit, Locale, ManoeuvreKind } from '../engine/types.js';
import type { PointsSource } from '../engine/events.js';

export interface AdvancedPanel {
  /** What reinforcements convert into (NA-CONV), as a menu option. */
  unit: Record<BuildUnit, string>;
  /** The four manoeuvres (NA-MAN). */
  by: Record<ManoeuvreKind, string>;
  select: {
    convert: string;
    starting: string;
    buildAt: (unit: string) => string;
    sail: string;
    occupy: string;
    manoeuvre: string;
    manoeuvreTo: string;
    exactly: string;
  };
  btn: {
    seaBattle: (zone: string, mine: number, theirs: number) => string;
    /** A manoeuvre of the leaders alone, or of every unit with its leaders. */
    leadersOnly: (n: number) => string;
    withLeaders: (count: number, leaders: number) => string;
  };
  prompt: {
    starting: (generals: number, forts: number) => string;
    buildAt: (unit: string, left: number) => string;
    buildAmount: (unit: string, at: string, max: number) => string;
    forced: (zones: string) => string;
    sailAmount: (from: string, to: string, max: number) => string;
    occupyAmount: (from: string, to: string, max: number) => string;
    manoeuvre: string;
    manoeuvreTo: (by: string, from: string) => string;
    manoeuvreAmount: (by: string, from: string, to: string, units: number, leaders: number) => string;
  };
  /** Menu descriptions. */
  describe: {
    ships: (mine: number, theirs: number) => string;
    landing: string;
    leaders: (n: number) => string;
  };
  /** NA-TURN-1, NA-WIN: the year and who leads. */
  year: (round: number, of: number) => string;
  leads: (who: string, vp: number) => string;
  tied: (who: string, vp: number) => string;
  /** The advanced game's log lines (one per public event). */
  ev: {
    built: (who: string, unit: string, at: string, count: number, free: boolean) => string;
    seaBattle: (att: string, def: string, zone: string, dice: string, al: number, dl: number) => string;
    zoneTaken: (who: string, from: string, to: string, ships: number) => string;
    epidemicKilled: (who: string, at: string, count: number) => string;
    epidemicCost: (who: string, at: string, count: number) => string;
    epidemicMoved: (from: string, to: string) => string;
    occupied: (who: string, count: number, from: string, to: string) => string;
    captured: (captor: string, count: number, unit: string, owner: string, at: string) => string;
    returned: (who: string, count: number, unit: string, at: string) => string;
    fortDestroyed: (at: string) => string;
    points: (who: string, points: number, source: string) => string;
    manoeuvred: (who: string, by: string, count: number, leaders: number, from: string, to: string) => string;
    fleetRemoved: (who: string, ships: number) => string;
  };
  source: Record<PointsSource, string>;
  /** An AI turn's summary line. */
  ai: { built: (list: string) => string; naval: (rolls: number) => string; vp: (n: number) => string };
  /** A typed command's refusal: what that command may do now. */
  legal: {
    list: (items: string, more: number) => string;
    none: Record<'build' | 'sail' | 'seabattle' | 'occupy' | 'manoeuvre', string>;
  };
  leader: Record<'general' | 'admiral', (n: number) => string>;
}

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

const en: AdvancedPanel = {
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
    exactly: 'Exactly…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Naval battle: ${zone} (${mine} vs ${theirs})`,
    leadersOnly: (n) => `Leaders only (${n})`,
    withLeaders: (count, leaders) => `All (${count}) + ${leaders} ${s(leaders, 'leader', 'leaders')}`,
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
  },
  legal: {
    list: (items, more) => `Legal now: ${items}${more ? ` … (+${more})` : ''}.`,
    none: {
      build: 'No conversion is possible now: armies are converted in your reinforcement phase, before placing them.',
      sail: 'No naval invasion is possible now: it needs a zone you control with 2 ships or more, before your land offensives.',
      seabattle: 'You have no forced naval combat to fight now.',
      occupy: 'There is no empty territory you can move into now.',
      manoeuvre: 'No manoeuvre is left now: they are made in your manoeuvre phase, after the combats.',
    },
  },
  leader: { general: (n) => s(n, 'general', 'generals'), admiral: (n) => s(n, 'admiral', 'admirals') },
};

const fr: AdvancedPanel = {
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
    exactly: 'Exactement…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Combat naval : ${zone} (${mine} contre ${theirs})`,
    leadersOnly: (n) => `Chefs seuls (${n})`,
    withLeaders: (count, leaders) => `Tout (${count}) + ${leaders} ${s(leaders, 'chef', 'chefs')}`,
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
    },
  },
  leader: { general: (n) => s(n, 'général', 'généraux'), admiral: (n) => s(n, 'amiral', 'amiraux') },
};

const it: AdvancedPanel = {
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
    exactly: 'Esattamente…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Battaglia navale: ${zone} (${mine} contro ${theirs})`,
    leadersOnly: (n) => `Solo i capi (${n})`,
    withLeaders: (count, leaders) => `Tutte (${count}) + ${leaders} ${s(leaders, 'capo', 'capi')}`,
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
  },
  legal: {
    list: (items, more) => `Possibile ora: ${items}${more ? ` … (+${more})` : ''}.`,
    none: {
      build: 'Nessuna conversione possibile ora: le armate si convertono durante i rinforzi, prima di piazzarle.',
      sail: 'Nessuna invasione navale possibile ora: serve una zona controllata con almeno 2 navi, prima delle offensive terrestri.',
      seabattle: 'Non hai battaglie navali obbligate da combattere ora.',
      occupy: 'Nessun territorio vuoto in cui entrare ora.',
      manoeuvre: 'Nessuna manovra rimasta ora: si fanno nella fase di manovra, dopo i combattimenti.',
    },
  },
  leader: { general: (n) => s(n, 'generale', 'generali'), admiral: (n) => s(n, 'ammiraglio', 'ammiragli') },
};

const byLocale: Record<Locale, AdvancedPanel> = { en, fr, it };
export const advancedPanel = (locale: Locale): AdvancedPanel => byLocale[locale];
