// The words of the page's move buttons (src/web/moves.ts), one table per language: the
// moves' logic reads them through moveWords and knows no language.
import type { Locale } from '../i18n/names.js';

export type MoveWords = {
  place: (n: number) => string;
  placeNeutral: (n: number) => string;
  claim: string;
  hq: string;
  trade: (cards: string, armies: number | null) => string;
  attack: (to: string, dice: number) => string;
  blitz: (to: string) => string;
  move: (n: number) => string;
  endReinforce: string;
  endAttack: string;
  endPhase: string;
  fortify: (to: string, n: number) => string;
  endTurn: string;
  acceptRoll: string;
  commander: (die: number) => string;
  reroll: (die: number, card: string) => string;
  claimMission: (m: number) => string;
  influence: (card: string) => string;
  reinforceAlly: string;
  clearPlacement: string;
  confirmPlacement: string;
  autoPlace: string;
  build: (unit: string, n: number) => string;
  units: Record<string, string>;
  seaBattle: (zone: string) => string;
  sail: (to: string, n: number) => string;
  occupy: (to: string, n: number) => string;
  follow: (n: number) => string;
  manoeuvre: (to: string, n: number, leaders: number) => string;
  playCard: (card: string, at: string) => string;
  armCard: (card: string, at: string) => string;
  annex: (card: string | null) => string;
  allyCard: (card: string, to: string) => string;
  allyManoeuvre: (to: string, n: number) => string;
  setDefence: (one: boolean) => string;
};

const en: MoveWords = {
  place: (n) => `Place ${n}`,
  placeNeutral: (n) => `Place ${n} neutral`,
  claim: 'Claim',
  hq: 'Choose as headquarters',
  trade: (c, n) => `Trade ${c}${n === null ? '' : ` · +${n}`}`,
  attack: (to, d) => `Attack ${to} · ${d} ${d === 1 ? 'die' : 'dice'}`,
  blitz: (to) => `Blitz ${to}`,
  move: (n) => `Move in ${n}`,
  endReinforce: 'End placement',
  endAttack: 'End the attack',
  endPhase: 'End the phase',
  fortify: (to, n) => `Fortify ${to} with ${n}`,
  endTurn: 'End the turn',
  acceptRoll: 'Keep the roll',
  commander: (d) => `Commander: roll die ${d} again`,
  reroll: (d, c) => `${c}: roll die ${d} again`,
  claimMission: (m) => `Claim mission ${m}`,
  influence: (c) => `Influence with ${c}`,
  reinforceAlly: 'Reinforce the ally',
  clearPlacement: 'Take back the plan',
  confirmPlacement: 'Confirm the placement',
  autoPlace: 'Place the rest at random',
  build: (u, n) => `Build ${n} ${u}`,
  units: {
    ship: 'ship(s)',
    general: 'general',
    admiral: 'admiral',
    fort: 'fort',
    buyGeneral: 'general bought back',
    buyAdmiral: 'admiral bought back',
  },
  seaBattle: (z) => `Sea battle in ${z}`,
  sail: (to, n) => `Sail to ${to} with ${n}`,
  occupy: (to, n) => `Occupy ${to} with ${n}`,
  follow: (n) => `${n} leader(s) follow`,
  manoeuvre: (to, n, l) =>
    `Manoeuvre ${[n ? `${n}` : '', l ? `${l} leader(s)` : ''].filter(Boolean).join(' + ')} to ${to}`,
  playCard: (c, at) => `Play ${c}${at ? ` · ${at}` : ''}`,
  armCard: (c, at) => `Arm ${c}${at ? ` for ${at}` : ''}`,
  annex: (c) => (c === null ? 'Annex' : `Annex (${c})`),
  allyCard: (c, to) => `Ally with ${c} · armies to ${to}`,
  allyManoeuvre: (to, n) => `Ally moves ${n} to ${to}`,
  setDefence: (one) => (one ? 'Defend with one die' : 'Defend with every die'),
};

const fr: MoveWords = {
  place: (n) => `Placer ${n}`,
  placeNeutral: (n) => `Placer ${n} neutre(s)`,
  claim: 'Prendre',
  hq: 'Choisir comme quartier général',
  trade: (c, n) => `Échanger ${c}${n === null ? '' : ` · +${n}`}`,
  attack: (to, d) => `Attaquer ${to} · ${d} ${d === 1 ? 'dé' : 'dés'}`,
  blitz: (to) => `Blitz sur ${to}`,
  move: (n) => `Avancer ${n}`,
  endReinforce: 'Finir le placement',
  endAttack: 'Finir l’attaque',
  endPhase: 'Finir la phase',
  fortify: (to, n) => `Renforcer ${to} avec ${n}`,
  endTurn: 'Finir le tour',
  acceptRoll: 'Garder le jet',
  commander: (d) => `Commandant : relancer le dé ${d}`,
  reroll: (d, c) => `${c} : relancer le dé ${d}`,
  claimMission: (m) => `Annoncer la mission ${m}`,
  influence: (c) => `Influencer avec ${c}`,
  reinforceAlly: 'Renforcer l’allié',
  clearPlacement: 'Reprendre le plan',
  confirmPlacement: 'Confirmer le placement',
  autoPlace: 'Placer le reste au hasard',
  build: (u, n) => `Construire ${n} ${u}`,
  units: {
    ship: 'navire(s)',
    general: 'général',
    admiral: 'amiral',
    fort: 'fort',
    buyGeneral: 'général racheté',
    buyAdmiral: 'amiral racheté',
  },
  seaBattle: (z) => `Bataille navale : ${z}`,
  sail: (to, n) => `Naviguer vers ${to} avec ${n}`,
  occupy: (to, n) => `Occuper ${to} avec ${n}`,
  follow: (n) => `${n} chef(s) suivent`,
  manoeuvre: (to, n, l) =>
    `Manœuvrer ${[n ? `${n}` : '', l ? `${l} chef(s)` : ''].filter(Boolean).join(' + ')} vers ${to}`,
  playCard: (c, at) => `Jouer ${c}${at ? ` · ${at}` : ''}`,
  armCard: (c, at) => `Armer ${c}${at ? ` pour ${at}` : ''}`,
  annex: (c) => (c === null ? 'Annexer' : `Annexer (${c})`),
  allyCard: (c, to) => `Allier avec ${c} · armées vers ${to}`,
  allyManoeuvre: (to, n) => `L’allié déplace ${n} vers ${to}`,
  setDefence: (one) => (one ? 'Défendre avec un dé' : 'Défendre avec tous les dés'),
};

const it: MoveWords = {
  place: (n) => `Piazza ${n}`,
  placeNeutral: (n) => `Piazza ${n} neutrali`,
  claim: 'Prendi',
  hq: 'Scegli come quartier generale',
  trade: (c, n) => `Scambia ${c}${n === null ? '' : ` · +${n}`}`,
  attack: (to, d) => `Attacca ${to} · ${d} ${d === 1 ? 'dado' : 'dadi'}`,
  blitz: (to) => `Blitz su ${to}`,
  move: (n) => `Avanza con ${n}`,
  endReinforce: 'Fine piazzamento',
  endAttack: 'Fine attacco',
  endPhase: 'Fine fase',
  fortify: (to, n) => `Rinforza ${to} con ${n}`,
  endTurn: 'Fine turno',
  acceptRoll: 'Tieni il lancio',
  commander: (d) => `Comandante: rilancia il dado ${d}`,
  reroll: (d, c) => `${c}: rilancia il dado ${d}`,
  claimMission: (m) => `Dichiara la missione ${m}`,
  influence: (c) => `Influenza con ${c}`,
  reinforceAlly: 'Rinforza l’alleato',
  clearPlacement: 'Ritira il piano',
  confirmPlacement: 'Conferma il piazzamento',
  autoPlace: 'Piazza il resto a caso',
  build: (u, n) => `Costruisci ${n} ${u}`,
  units: {
    ship: 'nave/i',
    general: 'generale',
    admiral: 'ammiraglio',
    fort: 'forte',
    buyGeneral: 'generale riscattato',
    buyAdmiral: 'ammiraglio riscattato',
  },
  seaBattle: (z) => `Battaglia navale: ${z}`,
  sail: (to, n) => `Salpa verso ${to} con ${n}`,
  occupy: (to, n) => `Occupa ${to} con ${n}`,
  follow: (n) => `${n} capo/i seguono`,
  manoeuvre: (to, n, l) =>
    `Manovra ${[n ? `${n}` : '', l ? `${l} capo/i` : ''].filter(Boolean).join(' + ')} verso ${to}`,
  playCard: (c, at) => `Gioca ${c}${at ? ` · ${at}` : ''}`,
  armCard: (c, at) => `Arma ${c}${at ? ` per ${at}` : ''}`,
  annex: (c) => (c === null ? 'Annetti' : `Annetti (${c})`),
  allyCard: (c, to) => `Alleanza con ${c} · armate verso ${to}`,
  allyManoeuvre: (to, n) => `L’alleato sposta ${n} verso ${to}`,
  setDefence: (one) => (one ? 'Difendi con un dado' : 'Difendi con tutti i dadi'),
};

const de: MoveWords = {
  place: (n) => `${n} setzen`,
  placeNeutral: (n) => `${n} neutral setzen`,
  claim: 'Nehmen',
  hq: 'Als Hauptquartier wählen',
  trade: (c, n) => `${c} tauschen${n === null ? '' : ` · +${n}`}`,
  attack: (to, d) => `${to} angreifen · ${d} Würfel`,
  blitz: (to) => `Blitz auf ${to}`,
  move: (n) => `${n} nachrücken`,
  endReinforce: 'Setzen beenden',
  endAttack: 'Angriff beenden',
  endPhase: 'Phase beenden',
  fortify: (to, n) => `${n} nach ${to} verlegen`,
  endTurn: 'Zug beenden',
  acceptRoll: 'Wurf behalten',
  commander: (d) => `Kommandant: Würfel ${d} neu werfen`,
  reroll: (d, c) => `${c}: Würfel ${d} neu werfen`,
  claimMission: (m) => `Mission ${m} beanspruchen`,
  influence: (c) => `Mit ${c} beeinflussen`,
  reinforceAlly: 'Den Verbündeten verstärken',
  clearPlacement: 'Plan zurücknehmen',
  confirmPlacement: 'Aufstellung bestätigen',
  autoPlace: 'Den Rest zufällig setzen',
  build: (u, n) => `${n} ${u} bauen`,
  units: {
    ship: 'Schiff(e)',
    general: 'General',
    admiral: 'Admiral',
    fort: 'Befestigung',
    buyGeneral: 'General zurückgekauft',
    buyAdmiral: 'Admiral zurückgekauft',
  },
  seaBattle: (z) => `Seeschlacht in ${z}`,
  sail: (to, n) => `Mit ${n} nach ${to} segeln`,
  occupy: (to, n) => `${to} mit ${n} besetzen`,
  follow: (n) => `${n} Anführer folgen`,
  manoeuvre: (to, n, l) =>
    `Manöver ${[n ? `${n}` : '', l ? `${l} Anführer` : ''].filter(Boolean).join(' + ')} nach ${to}`,
  playCard: (c, at) => `${c} spielen${at ? ` · ${at}` : ''}`,
  armCard: (c, at) => `${c} scharf machen${at ? ` für ${at}` : ''}`,
  annex: (c) => (c === null ? 'Annektieren' : `Annektieren (${c})`),
  allyCard: (c, to) => `Bündnis mit ${c} · Armeen nach ${to}`,
  allyManoeuvre: (to, n) => `Der Verbündete verlegt ${n} nach ${to}`,
  setDefence: (one) => (one ? 'Mit einem Würfel verteidigen' : 'Mit allen Würfeln verteidigen'),
};

const es: MoveWords = {
  place: (n) => `Colocar ${n}`,
  placeNeutral: (n) => `Colocar ${n} neutrales`,
  claim: 'Ocupar',
  hq: 'Elegir como cuartel general',
  trade: (c, n) => `Canjear ${c}${n === null ? '' : ` · +${n}`}`,
  attack: (to, d) => `Atacar ${to} · ${d} ${d === 1 ? 'dado' : 'dados'}`,
  blitz: (to) => `Blitz sobre ${to}`,
  move: (n) => `Mover ${n}`,
  endReinforce: 'Terminar la colocación',
  endAttack: 'Terminar el ataque',
  endPhase: 'Terminar la fase',
  fortify: (to, n) => `Fortificar ${to} con ${n}`,
  endTurn: 'Terminar el turno',
  acceptRoll: 'Quedarme la tirada',
  commander: (d) => `Comandante: volver a tirar el dado ${d}`,
  reroll: (d, c) => `${c}: volver a tirar el dado ${d}`,
  claimMission: (m) => `Reclamar la misión ${m}`,
  influence: (c) => `Influir con ${c}`,
  reinforceAlly: 'Reforzar al aliado',
  clearPlacement: 'Retirar el plan',
  confirmPlacement: 'Confirmar el despliegue',
  autoPlace: 'Colocar el resto al azar',
  build: (u, n) => `Construir ${n} ${u}`,
  units: {
    ship: 'barco(s)',
    general: 'general',
    admiral: 'almirante',
    fort: 'fortificación',
    buyGeneral: 'general recomprado',
    buyAdmiral: 'almirante recomprado',
  },
  seaBattle: (z) => `Batalla naval en ${z}`,
  sail: (to, n) => `Navegar a ${to} con ${n}`,
  occupy: (to, n) => `Ocupar ${to} con ${n}`,
  follow: (n) => `${n} jefe(s) siguen`,
  manoeuvre: (to, n, l) =>
    `Maniobra ${[n ? `${n}` : '', l ? `${l} jefe(s)` : ''].filter(Boolean).join(' + ')} hacia ${to}`,
  playCard: (c, at) => `Jugar ${c}${at ? ` · ${at}` : ''}`,
  armCard: (c, at) => `Armar ${c}${at ? ` para ${at}` : ''}`,
  annex: (c) => (c === null ? 'Anexionar' : `Anexionar (${c})`),
  allyCard: (c, to) => `Alianza con ${c} · ejércitos a ${to}`,
  allyManoeuvre: (to, n) => `El aliado mueve ${n} a ${to}`,
  setDefence: (one) => (one ? 'Defender con un dado' : 'Defender con todos los dados'),
};

const WORDS: Record<Locale, MoveWords> = { en, fr, it, de, 'es-ES': es };

/** The move labels in `locale`. */
export const moveWords = (locale: Locale): MoveWords => WORDS[locale];
