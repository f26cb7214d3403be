// Spanish strings of the 1796 campaign (napoleon-campaign, NC-*).
import type { CampaignWords } from '../../napoleon-campaign.js';
import type { CampaignRefusal } from '../../../engine/errors.js';
import { count } from '../../plural.js';

const armies = (n: number) => count('es-ES', n, ['ejército', 'ejércitos']);

export const es: CampaignWords = {
  title: 'Risk Napoléon: la campaña de 1796',
  summary:
    'Francia (azul) contra Inglaterra (rojo) desde 1796, a dos jugadores, con las reglas avanzadas sin misiones (NC-0-1). Austria, Prusia y Rusia son independientes activos que cambian de bando (los aliados reciben refuerzos contados como los de un jugador; dales cartas para ganártelos); el amarillo es un neutral pasivo. Inglaterra empieza aliada de Austria y Prusia; Francia juega primero. Anexiona un territorio de un aliado o, a cambio de una carta, de un neutral al final de tu turno; Inglaterra mantiene 5 ejércitos en cada uno de sus territorios propios. 8 rondas (1796–1810) y luego un recuento final: ganan los puntos de victoria, o elimina a tu rival. La posición inicial la ha diseñado el proyecto (falta el diagrama del reglamento): ver docs/rules/napoleon-campaign.md.',
  side: { france: 'Francia', england: 'Inglaterra' },
  power: { austria: 'Austria', prussia: 'Prusia', russia: 'Rusia' },
  neutral: 'Neutral',
  status: { neutral: 'neutral', allyOf: (seat) => `aliado de ${seat}` },
  year: (year, round, last) => `${year} (ronda ${Math.min(round, last)} de ${last})`,
  points: {
    empire: 'imperios',
    route: 'rutas marítimas',
    capital: 'capital',
    supremacy: 'supremacía naval',
    egypt: 'Egipto',
    allies: 'aliados',
    invasion: 'primeras invasiones',
    capture: 'capturas',
    captured: 'jefes perdidos',
    census: 'recuento',
  },
  sideOption: {
    random: 'a sorteo',
    france: 'el primer puesto juega con Francia',
    england: 'el primer puesto juega con Inglaterra',
  },
  designed:
    'La posición inicial la ha diseñado el proyecto a partir de la historia de 1796 (falta el diagrama del reglamento).',
  lines: {
    sides: (france, england, drawn) =>
      `🎖️ ${france} juega con Francia, ${england} con Inglaterra${drawn ? ' (a sorteo)' : ''}.`,
    allyReinforced: (who, ally, n) => `➕ ${who} recluta ${armies(n)} para su aliado ${ally}.`,
    allyRolled: (ally, die, bonus, changed, status) =>
      `🎲 ${die}${bonus ? ` +${bonus}` : ''} para ${ally} tras una invasión fallida: ${changed ? `ahora ${status}` : `sigue ${status}`}.`,
    allyLost: (ally, reason) =>
      reason === 'capital'
        ? `🏛️ La capital de ${ally} ha sido invadida: ${ally} pasa a ser neutral.`
        : `${ally} pasa a ser neutral tras una anexión.`,
    allyBought: (who, ally, capital, n) =>
      `🤝 ${who} gasta una carta: ${ally} es ahora su aliado, con ${armies(n)} en ${capital}.`,
    annexed: (who, territory, n, withCard) =>
      `📜 ${who} anexiona ${territory} (${armies(n)})${withCard ? ' a cambio de una carta' : ''}.`,
    allyManoeuvred: (ally, from, to, n) => `↪️ ${ally} mueve ${n} de ${from} a ${to}.`,
    finalScoring: (year) => `🏁 ${year}: recuento final.`,
  },
  error: (e, where, who, legal) => {
    const m: Record<CampaignRefusal, string> = {
      annexPhase: 'Las anexiones van al final de tu turno: en la fase de maniobras.',
      annexUsed: `Ya has hecho esa anexión en este turno${legal ? `; aún es posible: ${legal}` : ''}.`,
      annexTarget: `${where || 'Ese territorio'} no se puede anexionar${legal ? `. Puedes anexionar: ${legal}` : ' ahora'}.`,
      annexCapital: `${where} es una capital: no se puede anexionar${legal ? `. Puedes anexionar: ${legal}` : ''}.`,
      annexCard: `${where}: el territorio de un aliado se anexiona sin carta; el de un neutral necesita una.`,
      noOffer:
        'No acabas de invadir la capital de ningún independiente: ahora no hay ningún aliado que ganar con una carta.',
      retreatTo: `Tus ejércitos dejan la capital hacia un territorio tuyo adyacente${legal ? `: ${legal}` : ''}.`,
      passiveNeutral: 'El neutral amarillo es pasivo: nunca se alía y no acepta cartas.',
      homeDefence: `Inglaterra mantiene 5 ejércitos en cada territorio propio: ${where} puede ceder ${e.max ?? 0}.`,
      allyManoeuvre: `${who || 'Ese ejército'} no puede maniobrar ahora: cada aliado hace una maniobra, en tu fase de maniobras.`,
    };
    return m[e.reason];
  },
};
