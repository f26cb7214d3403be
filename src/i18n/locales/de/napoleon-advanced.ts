// German strings of Risk Napoléon's advanced game (napoleon-advanced, NA-*): refusals and /risk rules.
import type { AdvancedRulesWords, Messages } from '../../napoleon-advanced.js';

export const de: Messages = (where, max) => ({
  unknownZone: `Es gibt keine Seezone namens „${where}“.`,
  unknownUnit:
    'Verstärkungen werden in ein Schiff, einen General, einen Admiral oder eine Befestigung umgewandelt oder kaufen einen General oder Admiral zurück.',
  unitLimit: `Das übersteigt dein Limit (26 Schiffe, 3 Generäle, 2 Admirale auf dem Brett): höchstens ${max} mehr.`,
  noFortLeft: 'Es ist keine Befestigung mehr im Vorrat: zuerst muss eine zerstört werden.',
  notCoastal: `${where} grenzt an keines deiner Gebiete: Schiffe werden in einer Zone an deiner Küste gebaut.`,
  noShips: `Du hast keine Schiffe in ${where}: ein Admiral geht dorthin, wo deine Schiffe sind.`,
  alreadyFortified: `${where} hat schon eine Befestigung oder gehört dir nicht.`,
  epidemic: `In ${where} herrscht eine Seuche: dort kann keine Befestigung gebaut werden.`,
  nothingToBuyBack:
    'Einen Anführer kannst du nur zurückkaufen, wenn keiner dieser Art mehr im Spiel ist und ein Gegner einen gefangen hält.',
  forcedCombat: `Schlage zuerst die erzwungene Seeschlacht in ${where} (deine neuen Schiffe müssen angreifen).`,
  noForcedCombat: `Für dich gibt es in ${where} keine erzwungene Seeschlacht.`,
  landBegun: 'Seeschlachten kommen vor den Landoffensiven: deine Landoffensiven haben schon begonnen.',
  zoneNotControlled: `Du beherrschst ${where} nicht: dort dürfen nur deine Schiffe sein.`,
  zonesNotAdjacent: `${where} grenzt nicht an diese Zone.`,
  ownZone: `${where} gehört schon dir: verlege Schiffe mit einem Seemanöver dorthin.`,
  keepOneShip: `Mindestens ein Schiff bleibt in ${where}: du kannst ${max} schicken.`,
  notEmpty: `${where} ist nicht leer: greif es an.`,
  empty: `${where} ist leer: zieh ohne Kampf ein (besetzen).`,
  unreachable: `${where} ist von dort nicht erreichbar, auch nicht per Landung (bis zu 3 beherrschte Seezonen).`,
  epidemicCost: `Eine Invasion in ${where} kostet 1 Armee pro Seuche: der Ausgangspunkt braucht mindestens ${max} Armeen.`,
  manoeuvreUsed: 'Dieses Manöver wurde in diesem Zug schon gemacht.',
  notFromStart: `Nur Einheiten, die zu Beginn der Manöverphase in ${where} standen, dürfen ziehen: höchstens ${max}.`,
  notConnected: 'Diese Orte sind nicht über deine eigenen Gebiete oder Seezonen verbunden.',
  noLeader: `Du hast weder General noch Admiral in ${where}.`,
  startingUnits: 'Setze zuerst deinen Start-General und deine Start-Befestigung.',
});

export const rulesWords: AdvancedRulesWords = {
  title: 'Risk Napoléon: fortgeschrittenes Spiel',
  capitals:
    'Hauptstädte (NA-CAP): ab Runde 2 bringt die Hauptstadt eines Reichs samt der Mehrheit seiner Gebiete dessen Hauptstadtbonus in Armeen und Siegpunkten; keine Karte für eine erfüllte Mission.',
  summary:
    'Fünf Runden auf dem Brett Europa 1811 mit seinen 8 Seezonen; die meisten Siegpunkte gewinnen, auch für einen ausgeschiedenen Spieler (NA-WIN). In jedem Zug: Siegpunkte für jedes gehaltene Reich und jede Seeroute; Verstärkungen ((Gebiete + Zonen) ÷ 3, mindestens 3, plus Reiche und Routen), umwandelbar in Schiffe, Generäle, Admirale und Befestigungen; Seeschlachten, dann Landoffensiven (Landungen über bis zu 3 beherrschte Zonen; Generäle und Befestigungen wirken auf die Würfel; Seuchen kosten den Angreifer); Manöver (eines zu Land, eines zur See, eines pro General oder Admiral); Seuchen schlagen zu; bis zu 3 Karten. Wo die Spielregel einen Wert verloren oder nie gedruckt hat, entscheidet der Bot: siehe docs/napoleon.md.',
};
