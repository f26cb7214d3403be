// The 1796 campaign's panel and board words in Spanish (the shape is CampaignPanel).
import type { CampaignPanel } from '../../panel-campaign.js';
import { count } from '../../plural.js';

const armies = (n: number) => count('es-ES', n, ['ejército', 'ejércitos']);

export const es: CampaignPanel = {
  objectives: {
    eachTurn: (list) =>
      `PV cada turno: imperios, rutas · ${list}. Las primeras invasiones pagan una vez; (…): ahora no`,
    perAlly: (n) => `${n} por aliado`,
    capitalOf: { austria: 'la capital de Austria', prussia: 'la capital de Prusia', russia: 'la capital de Rusia' },
    side: (side, targets) => `${side}: ${targets}`,
    until: (year) => `antes de ${year}`,
  },
  select: {
    annex: '📜 Anexionar un territorio… (una vez por turno)',
    annexCard: '🃏 ¿Qué carta descartas?',
    allyCard: (power) => `🤝 Hacer de ${power} tu aliado por una carta…`,
    allyManoeuvre: '↪️ Maniobra de un aliado… (una por aliado)',
    allyManoeuvreTo: '↪️ Maniobra del aliado hacia…',
  },
  option: {
    annexAlly: (ally) => `de ${ally}: pasa a ser neutral`,
    annexNeutral: 'neutral: cuesta una carta de territorio',
    allyCard: (card, to) => `🃏 ${card} → tus ejércitos a ${to}`,
  },
  btn: {
    annex: (t) => `📜 Anexionar ${t}`,
    reinforceAlly: (ally) => `➕ Reforzar a ${ally}…`,
    reinforceAllyAll: (ally, to) => `➕ ${ally}: todos a ${to}`,
    allyCard: (power) => `🤝 ${power} como aliado (una carta)…`,
  },
  prompt: {
    annexAlly: (t, ally, n) =>
      `¿Anexionar ${t}? ${n === 1 ? 'Su ejército pasa' : `Sus ${n} ejércitos pasan`} a ser tuyos, y ${ally} pasa a ser neutral (deja de ser aliado).`,
    annexNeutral: (t, n) =>
      `Anexionar ${t} (${armies(n)} ${n === 1 ? 'pasa' : 'pasan'} a ser tuyos): elige la carta que descartar.`,
    allyCard: (power, capital) =>
      `Has invadido ${capital}: gasta una carta para hacer de ${power} tu aliado (3 de sus ejércitos allí, los tuyos salen).`,
    allyManoeuvreTo: (ally, from) => `${ally} maniobra desde ${from}: elige adónde.`,
    allyManoeuvreAmount: (ally, from, to, max) => `${ally}: ¿cuántos mover de ${from} a ${to}? (hasta ${max})`,
    noOffer: 'Esa oferta ya pasó: ahora no se puede ganar como aliado ninguna capital que acabes de invadir.',
  },
  rules: {
    setup:
      'Preparación: el escenario de la primavera de 1796 coloca cada ejército, barco, general y fortificación (diseñado por el proyecto, NC-SET-1); Francia juega primero (NC-SET-3).',
    sides: (how) => `Bandos: ${how} (opción bando, NC-0).`,
  },
  lobby: {
    seatSide: (side) => ` — ${side}`,
    sides: (how) => `Bandos: ${how} (opción bando). Francia juega primero.`,
  },
};
