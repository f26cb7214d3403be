// /risk rules and settings in Spanish (the same keys as English: RulesWords, src/i18n/rules.ts).
import { duelMessages } from '../../napoleon-duel.js';
import { advancedRulesWords } from '../../napoleon-advanced.js';
import { campaignWords } from '../../napoleon-campaign.js';
import { count } from '../../plural.js';
import type { RulesWords } from '../../rules.js';

export const es: RulesWords = {
  title: {
    classic: 'Risk clásico',
    capitals: 'Risk con capitales',
    missions: 'Risk con misiones secretas',
    risiko: 'RisiKo! (reglas de torneo)',
    napoleon: 'Risk Napoléon (Europa 1811)',
    'napoleon-missions': 'Risk Napoléon: Risk Misión',
    'napoleon-teams': 'Risk Napoléon: equipos',
    'napoleon-duel': duelMessages['es-ES'].title,
    'napoleon-advanced': advancedRulesWords['es-ES'].title,
    'napoleon-campaign': campaignWords['es-ES'].title,
  },
  summary: {
    classic:
      'Conquista el mundo: toma los 42 territorios (C-WIN-1). Cada turno: refuerzos (territorios ÷ 3, al menos 3, más los continentes completos), ataca tantas veces como quieras (C-ATK-5) y luego un movimiento de fortificación (C-FOR-1). Las combinaciones de cartas dan ejércitos extra.',
    capitals:
      'Cada jugador elige en secreto un cuartel general entre sus territorios tras la preparación (K-1). Gana quien controle su propio CG y suficientes de los demás (K-2). Por lo demás, como el clásico.',
    missions:
      'Cada jugador recibe una misión secreta por mensaje directo (M-1): conquistar continentes, un número de territorios o destruir un color. El primero que cumpla la suya en su propio turno gana (M-4). Por lo demás, como el clásico.',
    napoleon:
      'Conquista Europa: ten los 48 territorios del tablero de 1811 (N-WIN-1). Las combinaciones siguen el marcador del Caballero Dorado (N-CRD-1); se ataca con un dado desde 2 ejércitos, con dos desde 3, con tres desde 4 (N-ATK-1); un movimiento estratégico por tus propios territorios termina el turno (N-FOR-1). El tablero, las bonificaciones de imperio y el marcador están reconstruidos: ver docs/napoleon.md.',
    'napoleon-missions':
      'Cuatro misiones secretas para cada uno, una por rango (Cabo, Capitán, General, Emperador) (NM-1); reclama una por turno cuando se cumpla (NM-3); la cuarta reclamada gana. Las cartas de misión las ha diseñado este proyecto: ver docs/napoleon.md.',
    'napoleon-teams':
      'Dos equipos sentados de forma alterna (4 o 6 jugadores). Los compañeros pueden estar en los mismos territorios; el montón mayor lo controla, un empate no controla nada (NT-1). Los refuerzos solo cuentan territorios controlados (NT-2); sin ataques a compañeros, movimientos estratégicos por territorio amigo (NT-3); una mano de cartas por equipo (NT-4). Gana el primer equipo que elimine a cualquier jugador rival (NT-5). Sin Caballero Dorado: las combinaciones valen por sus símbolos, 3 infanterías 4, 3 caballerías 6, 3 artillerías 8, una de cada 10 (NT-6).',
    'napoleon-duel': duelMessages['es-ES'].summary,
    'napoleon-advanced': advancedRulesWords['es-ES'].summary,
    'napoleon-campaign': campaignWords['es-ES'].summary,
    risiko:
      'Reglas de torneo italianas: un objetivo territorial secreto para cada jugador (R-SET-3), sin mínimo de 3 refuerzos (R-REI-1), el defensor tira hasta 3 dados (R-ATK-1), los territorios en un frente conservan 2 ejércitos (R-GAR-1), sin eliminaciones antes de la ronda 4 (R-ELM-1). Con límite de tiempo, la sdadata termina la partida y se puntúan los objetivos (R-END-1, R-SCO-1).',
  },
  players: (min, max) => (min === max ? `${min} jugadores.` : `De ${min} a ${max} jugadores.`),
  optionsHeader: 'Esta partida',
  setup: {
    auto: 'Preparación: territorios repartidos y ejércitos distribuidos al azar; la partida empieza enseguida (C-SET-5).',
    deal: 'Preparación: territorios repartidos, luego todos colocan por turnos el resto de sus ejércitos (C-SET-4).',
    claim: 'Preparación: los jugadores ocupan territorios vacíos de uno en uno y luego colocan el resto (C-SET-3).',
    simultaneous:
      'Preparación: territorios repartidos, luego todos colocan sus ejércitos en secreto y a la vez (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'A dos jugadores: un ejército neutral que ambos refuerzan para bloquearse mutuamente (C-2P).',
    '2000': 'A dos jugadores: un ejército neutral que recibe la mitad de lo que recibe el jugador activo (M-2P-1).',
  },
  cardValues: {
    escalating: 'Combinaciones: 4, 6, 8, 10, 12, 15 ejércitos, y luego 5 más cada vez (C-CRD-2).',
    linear: 'Combinaciones: 4, 5, 6, 7… ejércitos (C-OPT-1).',
    fixed:
      'Combinaciones por símbolo: tres infanterías 4, tres caballerías 6, tres artillerías 8, una de cada 10 (M-3).',
    risiko: 'Combinaciones: tres iguales 8, tres distintas 10, una pareja y un comodín 12 (R-CRD-2).',
    goldenCavalier:
      'Combinaciones: lo que marca el Caballero Dorado, 4, 6, 8, 10, 15, 20, y luego 5 más cada vez (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Fortificación: un movimiento, a un territorio tuyo vecino (C-FOR-1).',
    connected: 'Fortificación: movimientos a lo largo de cadenas de tus propios territorios (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'Sin límite de ejércitos por territorio.'
      : `Como mucho ${cap} ejércitos en un territorio; los ejércitos sin sitio se pierden (C-OPT-3).`,
  cardReroll:
    'Volver a tirar con carta: tener la carta del territorio atacante o atacado permite volver a tirar un dado en cada tirada (C-OPT-4).',
  commanders: 'Comandantes: una vez por turno, convierte uno de tus dados de ataque en un 6 (C-OPT-5).',
  noCards: 'Sin cartas de territorio: sin robar, sin combinaciones, sin bonificaciones de cartas (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'Sin límite de tiempo.'
      : risiko
        ? `Límite de tiempo ${d}: luego la ronda en curso es la última y la sdadata decide cuándo termina (R-END-1).`
        : `Límite de tiempo ${d}: luego gana el jugador con más territorios (C-TOUR-1).`,
  capitals: {
    '1992': 'Los cuarteles generales se revelan cuando todos han elegido; un CG capturado no elimina a su dueño (K-2).',
    '2000': 'Los cuarteles generales siguen en secreto hasta que los invaden; tomar un CG elimina a su dueño (K-3).',
  },
  hqsToWin: 'CG que controlar para ganar, el tuyo incluido: todos con 2–3 jugadores, 3 con 4, 4 con 5–6 (K-2).',
  missionGoal: {
    missions: 'Objetivo: tu misión secreta (M-1 a M-6).',
    conquest: 'Objetivo: conquista del mundo, sin misiones (M-VAR-1).',
  },
  off: (names) => `Desactivado: ${names}.`,
  offNames: { cardReroll: 'volver a tirar con carta (C-OPT-4)', commanders: 'comandantes (C-OPT-5)' },
  settingsHeader: 'Ajustes de la mesa',
  deadline: (d) => (d === null ? 'Sin plazo por turno.' : `Plazo por turno: ${d}.`),
  afk: {
    end: 'Cuando se acaba el tiempo, el turno termina.',
    ai: 'Cuando se acaba el tiempo, la IA juega el turno.',
  },
  takeover: (n, how) =>
    `Tras ${count('es-ES', n, ['turno perdido', 'turnos perdidos'])} seguidos, ${how === 'ai' ? 'la IA ocupa el puesto' : 'los ejércitos pasan a ser un ejército pasivo (R-ABN-1)'}.`,
  autopilot: (on) =>
    on ? 'Tu piloto automático está activado: la IA juega tus turnos.' : 'Tu piloto automático está desactivado.',
  reference: 'Reglas completas: docs/rules/ (Napoléon: docs/napoleon.md) en el repositorio del bot.',
  minutes: (n) => count('es-ES', n, ['minuto', 'minutos']),
  hours: (n) => count('es-ES', n, ['hora', 'horas']),
  days: (n) => count('es-ES', n, ['día', 'días']),
};
