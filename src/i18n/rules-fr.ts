// /risk rules and settings in French (the same keys as English: RulesWords, src/i18n/rules.ts).
import { duelMessages } from './napoleon-duel.js';
import { advancedRulesWords } from './napoleon-advanced.js';
import { campaignWords } from './napoleon-campaign.js';
import { count } from './plural.js';
import type { RulesWords } from './rules.js';

export const rulesFr: RulesWords = {
  title: {
    classic: 'Risk classique',
    capitals: 'Risk avec capitales',
    missions: 'Risk avec missions secrètes',
    risiko: 'RisiKo! (règlement de tournoi)',
    napoleon: 'Risk Napoléon (Europe 1811)',
    'napoleon-missions': 'Risk Napoléon : Risk Mission',
    'napoleon-teams': 'Risk Napoléon : équipes',
    'napoleon-duel': duelMessages.fr.title,
    'napoleon-advanced': advancedRulesWords.fr.title,
    'napoleon-campaign': campaignWords.fr.title,
  },
  summary: {
    classic:
      'Conquérir le monde : prendre les 42 territoires (C-WIN-1). À chaque tour : renforts (territoires ÷ 3, au moins 3, plus les continents entiers), autant d’attaques que voulu (C-ATK-5), puis un déplacement (C-FOR-1). Les combinaisons de cartes donnent des armées en plus.',
    capitals:
      'Après la mise en place, chacun choisit en secret un quartier général parmi ses territoires (K-1). On gagne en tenant son QG et assez de QG adverses (K-2). Le reste comme le classique.',
    missions:
      'Chacun reçoit une mission secrète en MP (M-1) : conquérir des continents, un nombre de territoires ou détruire une couleur. Le premier à l’accomplir pendant son tour gagne (M-4). Le reste comme le classique.',
    napoleon:
      'Conquérir l’Europe : posséder les 48 territoires du plateau de 1811 (N-WIN-1). Les combinaisons suivent le Cavalier d’or (N-CRD-1) ; on attaque avec un dé dès 2 armées, deux dès 3, trois dès 4 (N-ATK-1) ; un déplacement stratégique le long de vos territoires termine le tour (N-FOR-1). Plateau, bonus des empires et piste sont reconstitués : voir docs/napoleon.md.',
    'napoleon-missions':
      'Quatre missions secrètes chacun, une par grade (Caporal, Capitaine, Général, Empereur) (NM-1) ; on en réclame une par tour quand elle est remplie (NM-3) ; la quatrième réclamée fait gagner. Les cartes mission sont conçues par le projet : voir docs/napoleon.md.',
    'napoleon-teams':
      'Deux équipes assises en alternance (4 ou 6 joueurs). Les coéquipiers peuvent occuper les mêmes territoires ; la plus grosse pile le contrôle, une égalité ne contrôle rien (NT-1). Les renforts ne comptent que les territoires contrôlés (NT-2) ; pas d’attaque entre coéquipiers, déplacements par des terres amies (NT-3) ; une main de cartes par équipe (NT-4). La première équipe qui élimine un adversaire gagne (NT-5). Pas de Cavalier d’or : une combinaison vaut ses silhouettes, 3 infanteries 4, 3 cavaleries 6, 3 artilleries 8, une de chaque 10 (NT-6).',
    'napoleon-duel': duelMessages.fr.summary,
    'napoleon-advanced': advancedRulesWords.fr.summary,
    'napoleon-campaign': campaignWords.fr.summary,
    risiko:
      'Règlement de tournoi italien : un objectif territorial secret par joueur (R-SET-3), pas de minimum de 3 renforts (R-REI-1), la défense lance jusqu’à 3 dés (R-ATK-1), les territoires au front gardent 2 armées (R-GAR-1), aucune élimination avant le 4e tour (R-ELM-1). Avec une limite de temps, la sdadata termine la partie et les objectifs sont comptés (R-END-1, R-SCO-1).',
  },
  players: (min, max) => (min === max ? `${min} joueurs.` : `De ${min} à ${max} joueurs.`),
  optionsHeader: 'Cette partie',
  setup: {
    auto: 'Mise en place : territoires distribués, armées réparties au hasard ; on joue tout de suite (C-SET-5).',
    deal: 'Mise en place : territoires distribués, puis chacun place le reste de ses armées à tour de rôle (C-SET-4).',
    claim: 'Mise en place : chacun prend un territoire libre à tour de rôle, puis place le reste (C-SET-3).',
    simultaneous:
      'Mise en place : territoires distribués, puis tout le monde place ses armées en secret en même temps (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'À 2 joueurs : une armée neutre que chacun renforce pour bloquer l’autre (C-2P).',
    '2000': 'À 2 joueurs : une armée neutre qui reçoit la moitié de ce que reçoit le joueur actif (M-2P-1).',
  },
  cardValues: {
    escalating: 'Combinaisons : 4, 6, 8, 10, 12, 15 armées, puis 5 de plus à chaque fois (C-CRD-2).',
    linear: 'Combinaisons : 4, 5, 6, 7… armées (C-OPT-1).',
    fixed:
      'Combinaisons selon les symboles : trois fantassins 4, trois cavaliers 6, trois canons 8, un de chaque 10 (M-3).',
    risiko: 'Combinaisons : trois identiques 8, trois différentes 10, une paire et un joker 12 (R-CRD-2).',
    goldenCavalier:
      'Combinaisons : ce que montre le Cavalier d’or, 4, 6, 8, 10, 15, 20, puis 5 de plus à chaque fois (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Déplacement : un seul, vers un territoire voisin à vous (C-FOR-1).',
    connected: 'Déplacement : le long de chaînes de vos territoires (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'Pas de limite d’armées par territoire.'
      : `Au plus ${cap} armées par territoire ; les armées sans place sont perdues (C-OPT-3).`,
  cardReroll:
    'Relance par carte : la carte du territoire attaquant ou attaqué permet de relancer un dé à chaque lancer (C-OPT-4).',
  commanders: 'Commandants : une fois par tour, changer un de vos dés d’attaque en 6 (C-OPT-5).',
  noCards: 'Sans cartes territoire : ni pioche, ni combinaisons, ni bonus de cartes (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'Pas de limite de temps.'
      : risiko
        ? `Limite de temps ${d} : le tour en cours est alors le dernier et la sdadata décide de la fin (R-END-1).`
        : `Limite de temps ${d} : ensuite, le joueur qui a le plus de territoires gagne (C-TOUR-1).`,
  capitals: {
    '1992': 'Les QG sont révélés quand tous ont choisi ; un QG pris n’élimine pas son propriétaire (K-2).',
    '2000': 'Les QG restent secrets jusqu’à leur invasion ; prendre un QG élimine son propriétaire (K-3).',
  },
  hqsToWin: 'QG à tenir pour gagner, le vôtre compris : tous à 2–3 joueurs, 3 à 4, 4 à 5–6 (K-2).',
  missionGoal: {
    missions: 'But : votre mission secrète (M-1 à M-6).',
    conquest: 'But : la conquête du monde, sans missions (M-VAR-1).',
  },
  off: (names) => `Désactivé : ${names}.`,
  offNames: { cardReroll: 'relance par carte (C-OPT-4)', commanders: 'commandants (C-OPT-5)' },
  settingsHeader: 'Réglages de la table',
  deadline: (d) => (d === null ? 'Pas de délai par tour.' : `Délai par tour : ${d}.`),
  afk: { end: 'Quand le temps est écoulé, le tour se termine.', ai: 'Quand le temps est écoulé, l’IA joue le tour.' },
  takeover: (n, how) =>
    `Après ${count('fr', n, ['tour manqué', 'tours manqués'])} d’affilée, ${how === 'ai' ? 'l’IA prend la place' : 'les armées deviennent une armée passive (R-ABN-1)'}.`,
  autopilot: (on) =>
    on ? 'Votre pilote automatique est activé : l’IA joue vos tours.' : 'Votre pilote automatique est désactivé.',
  reference: 'Règles complètes (en anglais) : docs/rules/ (Napoléon : docs/napoleon.md) dans le dépôt du bot.',
  minutes: (n) => count('fr', n, ['minute', 'minutes']),
  hours: (n) => count('fr', n, ['heure', 'heures']),
  days: (n) => count('fr', n, ['jour', 'jours']),
};
