// The words of the live map's extra layers (the advanced game's pieces and seas, victory points,
// the campaign's sides and objectives, the legend, the history's "past" marker) in every language.
// A missing key in one language is a compile error.
import type { Locale } from '../i18n/names.js';

export interface LayerWords {
  vp: string;
  seas: string;
  fleets: string;
  generals: string;
  fort: string;
  epidemics: string;
  controller: string;
  legend: string;
  objectives: string;
  combatStep: Record<'naval' | 'land', string>;
  forced: (zones: string) => string;
  starting: (who: string, generals: number, forts: number) => string;
  captured: (captor: string, generals: number, admirals: number, owner: string) => string;
  owed: (who: string, armies: number) => string;
  fortsLeft: (n: number) => string;
  annexLeft: (kinds: string) => string;
  annexKind: Record<'ally' | 'card', string>;
  capitalOffer: (who: string, power: string, capital: string) => string;
  lastMove: string;
  /** The history's marker: the view is the past ({turn}, {turns} filled in by the page). */
  past: string;
  backToNow: string;
}

const en: LayerWords = {
  vp: 'VP',
  seas: 'Seas',
  fleets: 'ships',
  generals: 'generals',
  fort: 'fortified',
  epidemics: 'epidemic',
  controller: 'Controlled by',
  legend: 'Legend',
  objectives: 'Objectives',
  combatStep: { naval: 'Combat: naval battles first', land: 'Combat: land offensives' },
  forced: (zones) => `Forced naval combat owed in ${zones}`,
  starting: (who, g, f) => `${who} still places ${g} general(s), ${f} fortification(s)`,
  captured: (captor, g, a, owner) => `${captor} holds ${owner}'s leaders: ${g} general(s), ${a} admiral(s)`,
  owed: (who, n) => `${who} owes ${n} armies for buy-backs`,
  fortsLeft: (n) => `Fortifications left in the pool: ${n}`,
  annexLeft: (kinds) => `Annexations left this turn: ${kinds}`,
  annexKind: { ally: "an ally's territory", card: 'a neutral one (for a card)' },
  capitalOffer: (who, power, capital) => `${who} may make ${power} an ally now (invaded ${capital}, for a card)`,
  lastMove: 'last move',
  past: 'Turn {turn} of {turns} — the past',
  backToNow: 'Back to now',
};

const fr: LayerWords = {
  vp: 'PV',
  seas: 'Mers',
  fleets: 'navires',
  generals: 'généraux',
  fort: 'fortifié',
  epidemics: 'épidémie',
  controller: 'Contrôlée par',
  legend: 'Légende',
  objectives: 'Objectifs',
  combatStep: { naval: 'Combat : batailles navales d’abord', land: 'Combat : offensives terrestres' },
  forced: (zones) => `Combat naval obligatoire dû en ${zones}`,
  starting: (who, g, f) => `${who} place encore ${g} général(aux), ${f} fortification(s)`,
  captured: (captor, g, a, owner) => `${captor} détient des chefs de ${owner} : ${g} général(aux), ${a} amiral(aux)`,
  owed: (who, n) => `${who} doit ${n} armées pour des rachats`,
  fortsLeft: (n) => `Fortifications restant dans la réserve : ${n}`,
  annexLeft: (kinds) => `Annexions possibles ce tour : ${kinds}`,
  annexKind: { ally: 'un territoire allié', card: 'un neutre (contre une carte)' },
  capitalOffer: (who, power, capital) =>
    `${who} peut faire de ${power} son allié maintenant (${capital} envahie, contre une carte)`,
  lastMove: 'dernier coup',
  past: 'Tour {turn} sur {turns} — le passé',
  backToNow: 'Revenir à maintenant',
};

const it: LayerWords = {
  vp: 'PV',
  seas: 'Mari',
  fleets: 'navi',
  generals: 'generali',
  fort: 'fortificato',
  epidemics: 'epidemia',
  controller: 'Controllato da',
  legend: 'Legenda',
  objectives: 'Obiettivi',
  combatStep: { naval: 'Combattimento: prima le battaglie navali', land: 'Combattimento: offensive terrestri' },
  forced: (zones) => `Combattimento navale obbligatorio in ${zones}`,
  starting: (who, g, f) => `${who} piazza ancora ${g} generale/i, ${f} fortificazione/i`,
  captured: (captor, g, a, owner) => `${captor} tiene capi di ${owner}: ${g} generale/i, ${a} ammiraglio/i`,
  owed: (who, n) => `${who} deve ${n} armate per i riscatti`,
  fortsLeft: (n) => `Fortificazioni rimaste nella riserva: ${n}`,
  annexLeft: (kinds) => `Annessioni possibili in questo turno: ${kinds}`,
  annexKind: { ally: 'un territorio alleato', card: 'uno neutrale (per una carta)' },
  capitalOffer: (who, power, capital) =>
    `${who} può fare di ${power} un alleato ora (${capital} invasa, per una carta)`,
  lastMove: 'ultima mossa',
  past: 'Turno {turn} di {turns} — il passato',
  backToNow: 'Torna ad adesso',
};

const de: LayerWords = {
  vp: 'SP',
  seas: 'Meere',
  fleets: 'Schiffe',
  generals: 'Generäle',
  fort: 'befestigt',
  epidemics: 'Seuche',
  controller: 'Beherrscht von',
  legend: 'Legende',
  objectives: 'Ziele',
  combatStep: { naval: 'Kampf: zuerst Seeschlachten', land: 'Kampf: Landoffensiven' },
  forced: (zones) => `Erzwungene Seeschlacht offen in ${zones}`,
  starting: (who, g, f) => `${who} setzt noch ${g} General(e), ${f} Befestigung(en)`,
  captured: (captor, g, a, owner) => `${captor} hält Anführer von ${owner}: ${g} General(e), ${a} Admiral(e)`,
  owed: (who, n) => `${who} schuldet ${n} Armeen für Rückkäufe`,
  fortsLeft: (n) => `Befestigungen im Vorrat: ${n}`,
  annexLeft: (kinds) => `Annexionen in diesem Zug noch: ${kinds}`,
  annexKind: { ally: 'ein Gebiet eines Verbündeten', card: 'ein neutrales (gegen eine Karte)' },
  capitalOffer: (who, power, capital) =>
    `${who} kann ${power} jetzt zum Verbündeten machen (${capital} erobert, gegen eine Karte)`,
  lastMove: 'letzter Zug',
  past: 'Zug {turn} von {turns} — die Vergangenheit',
  backToNow: 'Zurück zu jetzt',
};

const es: LayerWords = {
  vp: 'PV',
  seas: 'Mares',
  fleets: 'barcos',
  generals: 'generales',
  fort: 'fortificado',
  epidemics: 'epidemia',
  controller: 'Dominado por',
  legend: 'Leyenda',
  objectives: 'Objetivos',
  combatStep: { naval: 'Combate: primero las batallas navales', land: 'Combate: ofensivas terrestres' },
  forced: (zones) => `Combate naval forzoso pendiente en ${zones}`,
  starting: (who, g, f) => `${who} aún coloca ${g} general(es), ${f} fortificación(es)`,
  captured: (captor, g, a, owner) => `${captor} tiene jefes de ${owner}: ${g} general(es), ${a} almirante(s)`,
  owed: (who, n) => `${who} debe ${n} ejércitos por recompras`,
  fortsLeft: (n) => `Fortificaciones en la reserva: ${n}`,
  annexLeft: (kinds) => `Anexiones que quedan este turno: ${kinds}`,
  annexKind: { ally: 'un territorio de un aliado', card: 'uno neutral (por una carta)' },
  capitalOffer: (who, power, capital) =>
    `${who} puede hacer ahora de ${power} un aliado (invadió ${capital}, por una carta)`,
  lastMove: 'última jugada',
  past: 'Turno {turn} de {turns} — el pasado',
  backToNow: 'Volver al presente',
};

const WORDS: Record<Locale, LayerWords> = { en, fr, it, de, 'es-ES': es };

export function layerWords(locale: Locale): LayerWords {
  return WORDS[locale] ?? en;
}

/** The layer words the page needs, as plain strings (the functions stay on the server). */
export type LayerLabels = { [K in keyof LayerWords as LayerWords[K] extends string ? K : never]: string };

export function layerLabels(locale: Locale): LayerLabels {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(layerWords(locale))) if (typeof v === 'string') out[k] = v;
  return out as LayerLabels;
}
