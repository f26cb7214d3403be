// The 1796 campaign's panel and board words in German (the shape is CampaignPanel).
import type { CampaignPanel } from '../../panel-campaign.js';
import { count } from '../../plural.js';

const armies = (n: number) => count('de', n, ['Armee', 'Armeen']);

export const de: CampaignPanel = {
  objectives: {
    eachTurn: (list) => `SP in jedem Zug: Reiche, Routen · ${list}. Erste Invasionen zahlen einmal; (…): nicht jetzt`,
    perAlly: (n) => `${n} pro Verbündetem`,
    capitalOf: {
      austria: 'Österreichs Hauptstadt',
      prussia: 'Preußens Hauptstadt',
      russia: 'Russlands Hauptstadt',
    },
    side: (side, targets) => `${side}: ${targets}`,
    until: (year) => `vor ${year}`,
  },
  select: {
    annex: '📜 Ein Gebiet annektieren… (einmal pro Zug)',
    annexCard: '🃏 Welche Karte abwerfen?',
    allyCard: (power) => `🤝 ${power} für eine Karte zum Verbündeten machen…`,
    allyManoeuvre: '↪️ Manöver eines Verbündeten… (eines pro Verbündetem)',
    allyManoeuvreTo: '↪️ Manöver des Verbündeten nach…',
  },
  option: {
    annexAlly: (ally) => `von ${ally}: wird neutral`,
    annexNeutral: 'neutral: kostet eine Gebietskarte',
    allyCard: (card, to) => `🃏 ${card} → deine Armeen nach ${to}`,
  },
  btn: {
    annex: (t) => `📜 ${t} annektieren`,
    reinforceAlly: (ally) => `➕ ${ally} verstärken…`,
    reinforceAllyAll: (ally, to) => `➕ ${ally}: alle nach ${to}`,
    allyCard: (power) => `🤝 ${power} als Verbündeter (eine Karte)…`,
  },
  prompt: {
    annexAlly: (t, ally, n) =>
      `${t} annektieren? ${n === 1 ? 'Seine Armee wird' : `Seine ${n} Armeen werden`} deine, und ${ally} wird neutral (kein Verbündeter mehr).`,
    annexNeutral: (t, n) =>
      `${t} annektieren (${armies(n)} ${n === 1 ? 'wird' : 'werden'} deine): wähle die Karte zum Abwerfen.`,
    allyCard: (power, capital) =>
      `Du bist in ${capital} eingefallen: gib eine Karte aus, um ${power} zum Verbündeten zu machen (3 seiner Armeen dort, deine ziehen ab).`,
    allyManoeuvreTo: (ally, from) => `${ally} manövriert von ${from}: wähle, wohin.`,
    allyManoeuvreAmount: (ally, from, to, max) => `${ally}: wie viele von ${from} nach ${to}? (bis zu ${max})`,
    noOffer:
      'Dieses Angebot ist vorbei: keine Hauptstadt, in die du gerade eingefallen bist, kann jetzt als Verbündeter gewonnen werden.',
  },
  rules: {
    setup:
      'Aufbau: das Szenario Frühjahr 1796 setzt jede Armee, jedes Schiff, jeden General und jede Befestigung (vom Projekt entworfen, NC-SET-1); Frankreich spielt zuerst (NC-SET-3).',
    sides: (how) => `Seiten: ${how} (Option seite, NC-0).`,
  },
  lobby: {
    seatSide: (side) => ` — ${side}`,
    sides: (how) => `Seiten: ${how} (Option seite). Frankreich spielt zuerst.`,
  },
};
