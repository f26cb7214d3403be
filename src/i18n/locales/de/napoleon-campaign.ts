// German strings of the 1796 campaign (napoleon-campaign, NC-*).
import type { CampaignWords } from '../../napoleon-campaign.js';
import type { CampaignRefusal } from '../../../engine/errors.js';
import { count } from '../../plural.js';

const armies = (n: number) => count('de', n, ['Armee', 'Armeen']);

export const de: CampaignWords = {
  title: 'Risk Napoléon: der Feldzug von 1796',
  summary:
    'Frankreich (blau) gegen England (rot) ab 1796, zwei Spieler, nach den fortgeschrittenen Regeln ohne Missionen (NC-0-1). Österreich, Preußen und Russland sind aktive Unabhängige, die die Seite wechseln (Verbündete bekommen Verstärkungen wie ein Spieler; gib ihnen Karten, um sie zu gewinnen); Gelb ist ein passiver Neutraler. England beginnt verbündet mit Österreich und Preußen; Frankreich spielt zuerst. Annektiere am Ende deines Zugs ein Gebiet eines Verbündeten oder, gegen eine Karte, eines Neutralen; England behält 5 Armeen auf jedem seiner Heimatgebiete. 8 Runden (1796–1810), dann eine Schlusswertung: die meisten Siegpunkte gewinnen, oder schalte deinen Gegner aus. Die Startaufstellung hat das Projekt entworfen (das Schaubild der Spielregel fehlt): siehe docs/rules/napoleon-campaign.md.',
  side: { france: 'Frankreich', england: 'England' },
  power: { austria: 'Österreich', prussia: 'Preußen', russia: 'Russland' },
  neutral: 'Neutral',
  status: { neutral: 'neutral', allyOf: (seat) => `verbündet mit ${seat}` },
  year: (year, round, last) => `${year} (Runde ${Math.min(round, last)} von ${last})`,
  points: {
    empire: 'Reiche',
    route: 'Seerouten',
    capital: 'Hauptstadt',
    supremacy: 'Seeherrschaft',
    egypt: 'Ägypten',
    allies: 'Verbündete',
    invasion: 'erste Invasionen',
    capture: 'Gefangennahmen',
    captured: 'verlorene Anführer',
    census: 'Zählung',
  },
  sideOption: { random: 'ausgelost', france: 'erster Platz spielt Frankreich', england: 'erster Platz spielt England' },
  designed:
    'Die Startaufstellung hat das Projekt nach der Geschichte von 1796 entworfen (das Schaubild der Spielregel fehlt).',
  lines: {
    sides: (france, england, drawn) =>
      `🎖️ ${france} spielt Frankreich, ${england} spielt England${drawn ? ' (ausgelost)' : ''}.`,
    allyReinforced: (who, ally, n) => `➕ ${who} hebt ${armies(n)} für den Verbündeten ${ally} aus.`,
    allyRolled: (ally, die, bonus, changed, status) =>
      `🎲 ${die}${bonus ? ` +${bonus}` : ''} für ${ally} nach einer gescheiterten Invasion: ${changed ? `jetzt ${status}` : `bleibt ${status}`}.`,
    allyLost: (ally, reason) =>
      reason === 'capital'
        ? `🏛️ Die Hauptstadt von ${ally} wurde erobert: ${ally} wird neutral.`
        : `${ally} wird nach einer Annexion neutral.`,
    allyBought: (who, ally, capital, n) =>
      `🤝 ${who} gibt eine Karte aus: ${ally} ist jetzt verbündet, mit ${armies(n)} auf ${capital}.`,
    annexed: (who, territory, n, withCard) =>
      `📜 ${who} annektiert ${territory} (${armies(n)})${withCard ? ' gegen eine Karte' : ''}.`,
    allyManoeuvred: (ally, from, to, n) => `↪️ ${ally} verlegt ${n} von ${from} nach ${to}.`,
    finalScoring: (year) => `🏁 ${year}: Schlusswertung.`,
  },
  error: (e, where, who, legal) => {
    const m: Record<CampaignRefusal, string> = {
      annexPhase: 'Annexionen kommen am Ende deines Zugs: in der Manöverphase.',
      annexUsed: `Diese Annexion hast du in diesem Zug schon gemacht${legal ? `; noch möglich: ${legal}` : ''}.`,
      annexTarget: `${where || 'Dieses Gebiet'} kann nicht annektiert werden${legal ? `. Annektieren kannst du: ${legal}` : ' jetzt'}.`,
      annexCapital: `${where} ist eine Hauptstadt: sie kann nicht annektiert werden${legal ? `. Annektieren kannst du: ${legal}` : ''}.`,
      annexCard: `${where}: das Gebiet eines Verbündeten wird ohne Karte annektiert, das eines Neutralen braucht eine.`,
      noOffer:
        'Du hast gerade keine Hauptstadt eines Unabhängigen erobert: es gibt jetzt keinen Verbündeten, den du mit einer Karte gewinnen kannst.',
      retreatTo: `Deine Armeen verlassen die Hauptstadt in ein angrenzendes eigenes Gebiet${legal ? `: ${legal}` : ''}.`,
      passiveNeutral: 'Der gelbe Neutrale ist passiv: er wird nie verbündet und nimmt keine Karten.',
      homeDefence: `England behält 5 Armeen auf jedem Heimatgebiet: ${where} kann ${e.max ?? 0} abgeben.`,
      allyManoeuvre: `${who || 'Diese Armee'} kann jetzt nicht manövrieren: jeder Verbündete macht ein Manöver, in deiner Manöverphase.`,
    };
    return m[e.reason];
  },
};
