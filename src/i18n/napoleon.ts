// Strings of the Napoléon rulesets (napoleon, napoleon-missions, napoleon-teams) in en/fr/it: mission ranks,
// claim refusals, the claim and reveal announcements, and the labels of what is reconstructed.
import type { RuleError } from '../engine/errors.js';
import { napoleonMissionById, type Rank } from '../engine/napoleon-missions.js';
import type { Locale } from '../engine/types.js';
import { de } from './locales/de/napoleon.js';
import { es } from './locales/es-ES/napoleon.js';

type MissionError = Extract<RuleError, { code: 'mission' }>;
type TeamError = Extract<RuleError, { code: 'team' }>;

export interface NapoleonMessages {
  rank: Record<Rank, string>;
  missionError: (e: MissionError) => string;
  missionClaimed: (who: string, rank: string, text: string, claimed: number) => string;
  missionRevealed: (who: string, rank: string, text: string) => string;
  secretsMissions: string;
  missionLine: (rank: string, text: string, claimed: boolean) => string;
  /** Shown by /risk rules: what the seed does not print and the project reconstructed. */
  reconstructed: string;
  missionsDesigned: string;
  /** NT-3 refusals; `where` is the territory's display name. */
  teamError: (e: TeamError, where: string) => string;
  /** NT-5: how a teams game ends. */
  teamElimination: string;
  /** NT-4: the team's shared hand as a team-mate sees it. */
  teamHand: string;
  /** NT-4: the team holds no card. */
  teamHandNone: string;
  /** NM-3 in Discord: the panel button, the private picker and its answers. */
  claimButton: string;
  claimPick: string;
  claimRank: (rank: string) => string;
  noneClaimable: string;
  /** NT-*: a team's name (0 → A, 1 → B), in the lobby and the image's band. */
  team: (team: number) => string;
  lobbyTeams: string;
}

const en: NapoleonMessages = {
  rank: { caporal: 'Caporal', capitaine: 'Capitaine', general: 'Général', empereur: 'Empereur' },
  missionError: (e) => {
    switch (e.reason) {
      case 'noMissions':
        return 'This game has no ranked missions.';
      case 'notYours':
        return 'That mission is not one of yours: claim one of your four.';
      case 'alreadyClaimed':
        return 'You have already claimed that mission.';
      case 'onePerTurn':
        return 'You have already claimed a mission this turn: one a turn.';
      case 'notMet':
        return 'That mission is not achieved yet: its conditions must hold when you claim it.';
    }
  },
  missionClaimed: (who, rank, text, claimed) => `${who} claims their ${rank} mission (${claimed}/4): ${text}`,
  missionRevealed: (who, rank, text) => `${who} has three missions: their last one (${rank}) is now public: ${text}`,
  secretsMissions: 'Your missions',
  missionLine: (rank, text, claimed) => `${claimed ? '✅' : '▫️'} ${rank}: ${text}`,
  reconstructed:
    'Reconstructed by the project (the rulebook does not print them): the territory split and borders of the Europe 1811 board, the empire bonuses, the sea zones and the Golden Cavalier track 4, 6, 8, 10, 15, 20, 25 … (+5).',
  missionsDesigned: 'The 28 mission cards are designed by this project (the originals are not public).',
  teamError: (e, where) =>
    e.reason === 'teamMate'
      ? `${where} is held by your team-mate: attack a territory of the other team.`
      : `${where} is not friendly: a strategic move goes to a territory where you or a team-mate have armies, through such territories only.`,
  teamElimination: 'an opposing player eliminated (teams)',
  teamHand: 'Your team’s cards',
  teamHandNone: 'Your team’s cards: none.',
  claimButton: 'Claim mission',
  claimPick:
    'Which achieved mission do you claim? Its text is then shown to everyone; your other missions stay secret.',
  claimRank: (rank) => `Claim ${rank}`,
  noneClaimable:
    'None of your missions can be claimed now: one a turn, on your own turn, when its conditions hold (My secrets lists them).',
  team: (team) => `Team ${'AB'[team] ?? team + 1}`,
  lobbyTeams: 'Two teams, seated alternately: odd seats against even seats.',
};

const fr: NapoleonMessages = {
  rank: { caporal: 'Caporal', capitaine: 'Capitaine', general: 'Général', empereur: 'Empereur' },
  missionError: (e) => {
    switch (e.reason) {
      case 'noMissions':
        return 'Cette partie n’a pas de missions à grades.';
      case 'notYours':
        return 'Cette mission n’est pas à vous : annoncez l’une de vos quatre.';
      case 'alreadyClaimed':
        return 'Vous avez déjà annoncé cette mission.';
      case 'onePerTurn':
        return 'Vous avez déjà annoncé une mission ce tour-ci : une par tour.';
      case 'notMet':
        return 'Cette mission n’est pas encore accomplie : ses conditions doivent être remplies au moment de l’annonce.';
    }
  },
  missionClaimed: (who, rank, text, claimed) => `${who} annonce sa mission ${rank} (${claimed}/4) : ${text}`,
  missionRevealed: (who, rank, text) =>
    `${who} a trois missions : sa dernière (${rank}) est maintenant visible de tous : ${text}`,
  secretsMissions: 'Vos missions',
  missionLine: (rank, text, claimed) => `${claimed ? '✅' : '▫️'} ${rank} : ${text}`,
  reconstructed:
    'Reconstitué par le projet (la règle ne les imprime pas) : le découpage et les frontières du plateau Europe 1811, les bonus d’empire, les zones maritimes et le tableau du Cavalier doré 4, 6, 8, 10, 15, 20, 25 … (+5).',
  missionsDesigned: 'Les 28 cartes Mission sont conçues par le projet (les originales ne sont pas publiques).',
  teamError: (e, where) =>
    e.reason === 'teamMate'
      ? `${where} est tenu par votre coéquipier : attaquez un territoire de l’équipe adverse.`
      : `${where} n’est pas ami : un mouvement stratégique va vers un territoire où vous ou un coéquipier avez des armées, en ne traversant que de tels territoires.`,
  teamElimination: 'un joueur adverse éliminé (équipes)',
  teamHand: 'Les cartes de votre équipe',
  teamHandNone: 'Les cartes de votre équipe : aucune.',
  claimButton: 'Annoncer une mission',
  claimPick:
    'Quelle mission accomplie annoncez-vous ? Son texte est alors montré à tous ; vos autres missions restent secrètes.',
  claimRank: (rank) => `Annoncer ${rank}`,
  noneClaimable:
    'Aucune de vos missions ne peut être annoncée maintenant : une par tour, pendant votre tour, quand ses conditions sont remplies (Mes secrets les liste).',
  team: (team) => `Équipe ${'AB'[team] ?? team + 1}`,
  lobbyTeams: 'Deux équipes, assises en alternance : places impaires contre places paires.',
};

const it: NapoleonMessages = {
  rank: { caporal: 'Caporale', capitaine: 'Capitano', general: 'Generale', empereur: 'Imperatore' },
  missionError: (e) => {
    switch (e.reason) {
      case 'noMissions':
        return 'Questa partita non ha missioni di grado.';
      case 'notYours':
        return 'Questa missione non è tua: dichiara una delle tue quattro.';
      case 'alreadyClaimed':
        return 'Hai già dichiarato questa missione.';
      case 'onePerTurn':
        return 'Hai già dichiarato una missione in questo turno: una per turno.';
      case 'notMet':
        return 'Questa missione non è ancora compiuta: le condizioni devono valere quando la dichiari.';
    }
  },
  missionClaimed: (who, rank, text, claimed) => `${who} dichiara la missione ${rank} (${claimed}/4): ${text}`,
  missionRevealed: (who, rank, text) => `${who} ha tre missioni: l’ultima (${rank}) ora è pubblica: ${text}`,
  secretsMissions: 'Le tue missioni',
  missionLine: (rank, text, claimed) => `${claimed ? '✅' : '▫️'} ${rank}: ${text}`,
  reconstructed:
    'Ricostruito dal progetto (il regolamento non li stampa): la divisione e i confini del tabellone Europa 1811, i bonus degli imperi, le zone marittime e la tabella del Cavaliere d’oro 4, 6, 8, 10, 15, 20, 25 … (+5).',
  missionsDesigned: 'Le 28 carte Missione sono ideate dal progetto (le originali non sono pubbliche).',
  teamError: (e, where) =>
    e.reason === 'teamMate'
      ? `${where} è tenuto dal tuo compagno di squadra: attacca un territorio della squadra avversaria.`
      : `${where} non è amico: uno spostamento strategico va in un territorio dove tu o un compagno avete armate, passando solo per tali territori.`,
  teamElimination: 'un giocatore avversario eliminato (squadre)',
  teamHand: 'Le carte della tua squadra',
  teamHandNone: 'Le carte della tua squadra: nessuna.',
  claimButton: 'Dichiara missione',
  claimPick:
    'Quale missione compiuta dichiari? Il suo testo viene mostrato a tutti; le altre tue missioni restano segrete.',
  claimRank: (rank) => `Dichiara ${rank}`,
  noneClaimable:
    'Nessuna delle tue missioni può essere dichiarata ora: una per turno, nel tuo turno, quando le condizioni valgono (I miei segreti le elenca).',
  team: (team) => `Squadra ${'AB'[team] ?? team + 1}`,
  lobbyTeams: 'Due squadre, sedute a turno: posti dispari contro posti pari.',
};

export const napoleonMessages: Record<Locale, NapoleonMessages> = { en, fr, it, de, 'es-ES': es };

/** A mission's text in a locale, with its rank's name. */
export function napoleonMissionText(id: number, locale: Locale): { rank: string; text: string } {
  const m = napoleonMissionById(id);
  return { rank: napoleonMessages[locale].rank[m.rank], text: m.text[locale] };
}

/** The lines of a player's own four missions for their DM / My secrets (NM-1), claimed ones ticked. */
export function missionsSecretText(missions: readonly number[], claimed: readonly number[], locale: Locale): string {
  const m = napoleonMessages[locale];
  const lines = missions.map((id) => {
    const { rank, text } = napoleonMissionText(id, locale);
    return m.missionLine(rank, text, claimed.includes(id));
  });
  return [`**${m.secretsMissions}**`, ...lines].join('\n');
}

/** The public announcement of a claim or a reveal (NM-3); `who` is the player's display name. */
export function missionEventText(
  e: { type: 'missionClaimed'; mission: number; claimed: number } | { type: 'missionRevealed'; mission: number },
  who: string,
  locale: Locale,
): string {
  const m = napoleonMessages[locale];
  const { rank, text } = napoleonMissionText(e.mission, locale);
  return e.type === 'missionClaimed'
    ? m.missionClaimed(who, rank, text, e.claimed)
    : m.missionRevealed(who, rank, text);
}
