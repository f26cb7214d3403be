// The advanced game's panel words in German (the shape is AdvancedPanel, src/i18n/panel-advanced.ts).
import type { AdvancedPanel } from '../../panel-advanced.js';

const s = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const de: AdvancedPanel = {
  unit: {
    ship: '⛵ Schiff',
    general: '🎖️ General',
    admiral: '⚓ Admiral',
    fort: '🏰 Befestigung',
    buyGeneral: '🎖️ Einen General zurückkaufen',
    buyAdmiral: '⚓ Einen Admiral zurückkaufen',
  },
  by: { land: '🚶 Land', naval: '⛵ See', general: '🎖️ General', admiral: '⚓ Admiral' },
  select: {
    convert: 'Armeen umwandeln in… (je 1 Armee)',
    starting: 'Setze deine Starteinheit…',
    buildAt: (unit) => `${unit}: wohin?`,
    sail: 'Seeinvasion… (von → nach)',
    occupy: 'Ein leeres Gebiet besetzen… (kein Kampf)',
    manoeuvre: 'Manöver… (was, von wo)',
    manoeuvreTo: 'Manöver nach…',
    manoeuvreNow: 'Manöver… (beendet den Angriff)',
    exactly: 'Genau…',
  },
  btn: {
    seaBattle: (zone, mine, theirs) => `⚔️ Seeschlacht: ${zone} (${mine} gegen ${theirs})`,
    leadersOnly: (n) => `Nur Anführer (${n})`,
    withLeaders: (count, leaders) => `Alle (${count}) + ${leaders} ${s(leaders, 'Anführer', 'Anführer')}`,
    follow: (unit, n, to) =>
      unit === 'general'
        ? `🎖️ ${n} ${s(n, 'General folgt', 'Generäle folgen')} nach ${to}`
        : `⚓ ${n} ${s(n, 'Admiral folgt', 'Admirale folgen')} nach ${to}`,
    stay: (count, g) => `Alle (${count}), ${s(g, 'der General bleibt', 'die Generäle bleiben')}`,
    andEnd: (amount) => `${amount}, Zug beenden`,
    quickShip: (zone, ships) => `⛵ +1 Schiff: ${zone} (⛵${ships})`,
  },
  prompt: {
    starting: (g, f) =>
      `Setze ${[g ? s(g, 'deinen Start-General', `deine ${g} Start-Generäle`) : '', f ? s(f, 'deine Start-Befestigung', `deine ${f} Start-Befestigungen`) : ''].filter(Boolean).join(' und ')} (kostenlos) auf deine Gebiete.`,
    buildAt: (unit, left) => `${unit}: wähle, wo (${left} ${s(left, 'Armee', 'Armeen')} auszugeben).`,
    buildAmount: (unit, at, max) => `Wie viele ${unit} in ${at}? (bis zu ${max})`,
    forced: (zones) => `Deine neuen Schiffe müssen zuerst kämpfen: ${zones}.`,
    sailAmount: (from, to, max) => `Wie viele Schiffe von ${from} nach ${to} segeln? (bis zu ${max}; eines bleibt)`,
    occupyAmount: (from, to, max) => `Wie viele von ${from} in das leere ${to} ziehen? (bis zu ${max})`,
    manoeuvre: 'Manöver: eines zu Land, eines zur See, eines pro General oder Admiral — oder beende deinen Zug.',
    manoeuvreTo: (by, from) => `Manöver ${by} von ${from}: wähle, wohin.`,
    manoeuvreAmount: (by, from, to, units, leaders) =>
      `Manöver ${by} ${from} → ${to}: bis zu ${units} ${s(units, 'Einheit', 'Einheiten')}${leaders ? ` und ${leaders} Anführer` : ''}.`,
  },
  describe: {
    ships: (mine, theirs) => `deine Schiffe ${mine} · ihre ${theirs}`,
    landing: '⛵ Landung über deine Seezonen',
    leaders: (n) => `${n} Anführer dort`,
  },
  year: (round, of) => `📅 Jahr ${round} von ${of}`,
  leads: (who, vp) => `${who} führt mit ${vp} SP`,
  tied: (who, vp) => `${who} gleichauf bei ${vp} SP`,
  status: (ships, generals, vp) =>
    [
      `⛵ ${ships} ${s(ships, 'Schiff', 'Schiffe')}`,
      `🎖️ ${generals} ${s(generals, 'General', 'Generäle')}`,
      ...(vp === null ? [] : [`⭐ ${vp} SP`]),
    ].join(', '),
  won: (who, vp) => `🏁 ${who} hat mit ${vp} SP gewonnen`,
  shared: (who, vp) => `🏁 ${who} teilen sich den Sieg mit ${vp} SP`,
  ev: {
    built: (who, unit, at, count, free) => `${who} hat ${count}× ${unit} in ${at} ${free ? 'gesetzt' : 'gebaut'}.`,
    seaBattle: (att, def, zone, dice, al, dl) =>
      `⚓ ${att} kämpfte gegen ${def} in ${zone}: ${dice} — ${al} verloren, ${dl} versenkt.`,
    zoneTaken: (who, from, to, ships) =>
      `${who} segelte mit ${ships} ${s(ships, 'Schiff', 'Schiffen')} ${from} → ${to}.`,
    epidemicKilled: (who, at, count) => `☣️ Die Seuche tötete ${count} von ${who} in ${at}.`,
    epidemicCost: (who, at, count) => `☣️ ${who} verlor ${count} in ${at}, um eine Invasion zu erklären (Seuche).`,
    epidemicMoved: (from, to) => `☣️ Die Seuche zog von ${from} nach ${to}.`,
    occupied: (who, count, from, to) => `${who} zog mit ${count} von ${from} in das leere ${to}.`,
    captured: (captor, count, unit, owner, at) => `⛓️ ${captor} nahm ${count} ${unit} von ${owner} in ${at} gefangen.`,
    returned: (who, count, unit, at) => `${count} ${unit} von ${who} verließen ${at} (zurück in den Vorrat).`,
    fortDestroyed: (at) => `🏰 Die Befestigung von ${at} wurde zerstört.`,
    points: (who, points, source) => `⭐ ${who} ${points >= 0 ? '+' : ''}${points} SP (${source}).`,
    manoeuvred: (who, by, count, leaders, from, to) =>
      `${who}, Manöver ${by}: ${count}${leaders ? ` + ${leaders} Anführer` : ''} ${from} → ${to}.`,
    followed: (who, unit, n, from, to) =>
      unit === 'general'
        ? `🎖️ ${who}: ${n} ${s(n, 'General folgte', 'Generäle folgten')} den Armeen ${from} → ${to}.`
        : `⚓ ${who}: ${n} ${s(n, 'Admiral folgte', 'Admirale folgten')} den Schiffen ${from} → ${to}.`,
    fleetRemoved: (who, ships) =>
      `${ships} ${s(ships, 'Schiff', 'Schiffe')} von ${who} ${s(ships, 'verlässt', 'verlassen')} das Meer.`,
  },
  ai: {
    built: (list) => `baute ${list}`,
    naval: (rolls) => `${rolls} ${s(rolls, 'Seewurf', 'Seewürfe')}`,
    vp: (n) => `${n >= 0 ? '+' : ''}${n} SP`,
  },
  source: {
    empire: 'Reich',
    route: 'Seeroute',
    capital: 'Hauptstadt',
    capture: 'Gefangennahme',
    captured: 'Anführer gefangen',
    census: 'Zählung',
    mission: 'Mission',
    objective: 'Ziel',
    invasion: 'erste Invasion',
  },
  legal: {
    list: (items, more) => `Jetzt möglich: ${items}${more ? ` … (+${more})` : ''}.`,
    none: {
      build:
        'Jetzt ist keine Umwandlung möglich: Armeen werden in deiner Verstärkungsphase umgewandelt, bevor du sie setzt.',
      sail: 'Jetzt ist keine Seeinvasion möglich: sie braucht eine beherrschte Zone mit 2 Schiffen oder mehr, vor deinen Landoffensiven.',
      seabattle: 'Du hast jetzt keine erzwungene Seeschlacht zu schlagen.',
      occupy: 'Es gibt jetzt kein leeres Gebiet, in das du ziehen kannst.',
      manoeuvre: 'Es bleibt kein Manöver: sie werden in deiner Manöverphase gemacht, nach den Kämpfen.',
      follow:
        'Jetzt kann kein Anführer folgen: direkt nachdem du ein Gebiet eroberst (oder eine Seeinvasion gewinnst) und nachrückst, dürfen die Generäle (Admirale) des Gebiets (der Zone), aus dem du kamst, mitgehen, vor deiner nächsten Aktion.',
    },
  },
  card: {
    open: '🃏 Deine Karten…',
    play: '🃏 Eine Karte für ihre Wirkung spielen…',
    arm: '🛡️ Eine Verteidigungskarte scharf machen…',
    any: 'beliebiges deiner Gebiete',
    armed: (card, where) => `🛡️ Scharf gemacht: ${card}, für ${where}.`,
    ev: {
      scored: (who, rank, text, points) => `🎖️ ${who} hat eine Mission (${rank}) erfüllt: „${text}“ (+${points} SP).`,
      drawn: (who, rank) => `${who} hat eine neue Mission (${rank}) gezogen.`,
      pileEmpty: (who, rank) => `Für ${who} ist keine Mission (${rank}) mehr übrig.`,
      bonusLost: (who, text) => `${who} hat den dauerhaften Bonus von „${text}“ verloren.`,
      revealed: (who, list) => `Die Missionen von ${who}: ${list}.`,
      spied: (who, target) => `🕵️ ${who} hat eine Mission von ${target} ausspioniert.`,
      spiedHand: (who, target) => `🕵️ ${who} hat sich die Hand von ${target} angesehen.`,
      spiedSecret: (target, rank, text) => `🕵️ Die Mission (${rank}) von ${target}: „${text}“.`,
      played: (who, card, target) => `🃏 ${who} hat ${card}${target ? ` auf ${target}` : ''} gespielt.`,
      armed: (who) => `🛡️ ${who} hat verdeckt eine Verteidigungskarte scharf gemacht.`,
      disarmed: (who) => `Die scharfe Karte von ${who} ging zurück auf die Hand.`,
      fired: (who, card, at, armies) => `🛡️ ${card} von ${who} hat in ${at} ausgelöst${armies ? ` (+${armies})` : ''}.`,
    },
  },
  leader: { general: (n) => s(n, 'General', 'Generäle'), admiral: (n) => s(n, 'Admiral', 'Admirale') },
};
