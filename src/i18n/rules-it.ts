// /risk rules and settings in Italian (the same keys as English: RulesWords, src/i18n/rules.ts).
import { duelMessages } from './napoleon-duel.js';
import { advancedRulesWords } from './napoleon-advanced.js';
import { campaignWords } from './napoleon-campaign.js';
import { count } from './plural.js';
import type { RulesWords } from './rules.js';

export const rulesIt: RulesWords = {
  title: {
    classic: 'Risiko classico',
    capitals: 'Risiko con capitali',
    missions: 'Risiko con missioni segrete',
    risiko: 'RisiKo! (regolamento da torneo)',
    napoleon: 'Risk Napoléon (Europa 1811)',
    'napoleon-missions': 'Risk Napoléon: Risk Mission',
    'napoleon-teams': 'Risk Napoléon: squadre',
    'napoleon-duel': duelMessages.it.title,
    'napoleon-advanced': advancedRulesWords.it.title,
    'napoleon-campaign': campaignWords.it.title,
  },
  summary: {
    classic:
      'Conquista il mondo: prendi tutti i 42 territori (C-WIN-1). A ogni turno: rinforzi (territori ÷ 3, almeno 3, più i continenti interi), quanti attacchi vuoi (C-ATK-5), poi uno spostamento (C-FOR-1). I tris di carte danno armate in più.',
    capitals:
      'Dopo lo schieramento ognuno sceglie in segreto un quartier generale tra i suoi territori (K-1). Vince chi tiene il proprio QG e abbastanza QG avversari (K-2). Il resto come il classico.',
    missions:
      'Ognuno riceve una missione segreta in privato (M-1): conquistare continenti, un numero di territori o distruggere un colore. Vince il primo che la compie nel proprio turno (M-4). Il resto come il classico.',
    napoleon:
      'Conquista l’Europa: possiedi tutti i 48 territori della mappa del 1811 (N-WIN-1). I tris seguono il Cavaliere d’oro (N-CRD-1); si attacca con un dado da 2 armate, due da 3, tre da 4 (N-ATK-1); uno spostamento strategico lungo i tuoi territori chiude il turno (N-FOR-1). Mappa, bonus degli imperi e tracciato sono ricostruiti: vedi docs/napoleon.md.',
    'napoleon-missions':
      'Quattro missioni segrete a testa, una per grado (Caporal, Capitaine, Général, Empereur) (NM-1); se ne rivendica una per turno quando è compiuta (NM-3); la quarta rivendicata vince. Le carte missione sono ideate dal progetto: vedi docs/napoleon.md.',
    'napoleon-teams':
      'Due squadre sedute a turno (4 o 6 giocatori). I compagni possono stare sugli stessi territori; la pila più grande lo controlla, un pareggio non controlla nulla (NT-1). I rinforzi contano solo i territori controllati (NT-2); niente attacchi tra compagni, spostamenti per terre amiche (NT-3); una mano di carte per squadra (NT-4). Vince la prima squadra che elimina un avversario (NT-5). Niente Cavaliere d’oro: un tris vale i suoi simboli, 3 fanti 4, 3 cavalieri 6, 3 artiglierie 8, uno per tipo 10 (NT-6).',
    'napoleon-duel': duelMessages.it.summary,
    'napoleon-advanced': advancedRulesWords.it.summary,
    'napoleon-campaign': campaignWords.it.summary,
    risiko:
      'Regolamento da torneo: un obiettivo territoriale segreto per giocatore (R-SET-3), nessun minimo di 3 rinforzi (R-REI-1), la difesa tira fino a 3 dadi (R-ATK-1), i territori di confine tengono 2 armate (R-GAR-1), nessuna eliminazione prima del 4º giro (R-ELM-1). Con un limite di tempo la sdadata chiude la partita e si contano gli obiettivi (R-END-1, R-SCO-1).',
  },
  players: (min, max) => (min === max ? `${min} giocatori.` : `Da ${min} a ${max} giocatori.`),
  optionsHeader: 'Questa partita',
  setup: {
    auto: 'Preparazione: territori distribuiti e armate sparse a caso; si gioca subito (C-SET-5).',
    deal: 'Preparazione: territori distribuiti, poi ognuno piazza a turno il resto delle armate (C-SET-4).',
    claim: 'Preparazione: a turno ognuno occupa un territorio libero, poi piazza il resto (C-SET-3).',
    simultaneous:
      'Preparazione: territori distribuiti, poi tutti piazzano le armate in segreto nello stesso momento (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'In 2: un’armata neutrale che entrambi rinforzano per bloccarsi (C-2P).',
    '2000': 'In 2: un’armata neutrale che riceve metà di quanto riceve il giocatore di turno (M-2P-1).',
  },
  cardValues: {
    escalating: 'Tris: 4, 6, 8, 10, 12, 15 armate, poi 5 in più ogni volta (C-CRD-2).',
    linear: 'Tris: 4, 5, 6, 7… armate (C-OPT-1).',
    fixed: 'Tris per simbolo: tre fanti 4, tre cavalieri 6, tre cannoni 8, uno per tipo 10 (M-3).',
    risiko: 'Tris: tre uguali 8, tre diversi 10, una coppia e un jolly 12 (R-CRD-2).',
    goldenCavalier: 'Tris: quanto mostra il Cavaliere d’oro, 4, 6, 8, 10, 15, 20, poi 5 in più ogni volta (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Spostamento: uno solo, verso un tuo territorio confinante (C-FOR-1).',
    connected: 'Spostamento: lungo catene di tuoi territori (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'Nessun limite di armate per territorio.'
      : `Al massimo ${cap} armate per territorio; quelle senza posto vanno perse (C-OPT-3).`,
  cardReroll:
    'Rilancio con carta: la carta del territorio che attacca o attaccato permette di rilanciare un dado a ogni lancio (C-OPT-4).',
  commanders: 'Comandanti: una volta per turno, trasforma un tuo dado d’attacco in un 6 (C-OPT-5).',
  noCards: 'Senza carte territorio: niente pesca, niente tris, niente bonus delle carte (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'Nessun limite di tempo.'
      : risiko
        ? `Limite di tempo ${d}: poi il giro in corso è l’ultimo e la sdadata decide la fine (R-END-1).`
        : `Limite di tempo ${d}: poi vince chi ha più territori (C-TOUR-1).`,
  capitals: {
    '1992': 'I QG sono svelati quando tutti hanno scelto; un QG preso non elimina il suo proprietario (K-2).',
    '2000': 'I QG restano segreti finché non vengono invasi; prendere un QG elimina il suo proprietario (K-3).',
  },
  hqsToWin: 'QG da tenere per vincere, il tuo compreso: tutti in 2–3, 3 in 4, 4 in 5–6 (K-2).',
  missionGoal: {
    missions: 'Scopo: la tua missione segreta (da M-1 a M-6).',
    conquest: 'Scopo: la conquista del mondo, senza missioni (M-VAR-1).',
  },
  off: (names) => `Disattivati: ${names}.`,
  offNames: { cardReroll: 'rilancio con carta (C-OPT-4)', commanders: 'comandanti (C-OPT-5)' },
  settingsHeader: 'Impostazioni del tavolo',
  deadline: (d) => (d === null ? 'Nessuna scadenza per turno.' : `Scadenza per turno: ${d}.`),
  afk: { end: 'Quando il tempo scade, il turno finisce.', ai: 'Quando il tempo scade, l’IA gioca il turno.' },
  takeover: (n, how) =>
    `Dopo ${count('it', n, ['turno saltato', 'turni saltati'])} di fila, ${how === 'ai' ? 'l’IA prende il posto' : 'le armate diventano un’armata passiva (R-ABN-1)'}.`,
  autopilot: (on) =>
    on ? 'Il tuo pilota automatico è attivo: l’IA gioca i tuoi turni.' : 'Il tuo pilota automatico è spento.',
  reference: 'Regole complete (in inglese): docs/rules/ (Napoléon: docs/napoleon.md) nel repository del bot.',
  minutes: (n) => count('it', n, ['minuto', 'minuti']),
  hours: (n) => count('it', n, ['ora', 'ore']),
  days: (n) => count('it', n, ['giorno', 'giorni']),
};
