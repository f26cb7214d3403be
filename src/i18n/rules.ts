// /risk rules and settings for players: the ruleset and its options in words, in the reader's
// language, with the rule ids after them (secondary, for anyone who wants the reference in
// docs/rules/). Every option value of every ruleset has words (compile-time: RulesWords below;
// the words of each language are in rules-en.ts, rules-fr.ts and rules-it.ts).
import type { RuleOptions, RulesetId } from '../engine/types.js';
import type { GameFeatures } from '../rules/features.js';
import type { Locale } from './names.js';
import { endsOnScores, getRuleset, isRulesetId, mapIdOf } from '../rules/registry.js';
import { advancedContentLines } from './napoleon-advanced-content.js';
import { napoleonMessages } from './napoleon.js';
import { duelMessages } from './napoleon-duel.js';
import { advancedRulesWords } from './napoleon-advanced.js';
import { campaignWords } from './napoleon-campaign.js';
import { campaignPanel } from './panel-campaign.js';
import { rulesEn } from './rules-en.js';
import { rulesFr } from './rules-fr.js';
import { rulesIt } from './rules-it.js';
import { de } from './locales/de/rules.js';
import { es } from './locales/es-ES/rules.js';
import { fogWords } from './fog.js';

export interface RulesWords {
  title: Record<RulesetId, string>;
  summary: Record<RulesetId, string>;
  players: (min: number, max: number) => string;
  optionsHeader: string;
  setup: Record<string, string>;
  twoPlayer: Record<RuleOptions['twoPlayer'], string>;
  cardValues: Record<RuleOptions['cardValues'], string>;
  fortify: Record<RuleOptions['fortify'], string>;
  cap: (cap: number | null) => string;
  cardReroll: string;
  commanders: string;
  noCards: string;
  timeLimit: (duration: string | null, risiko: boolean) => string;
  capitals: Record<'1992' | '2000', string>;
  hqsToWin: string;
  missionGoal: Record<RuleOptions['missionGoal'], string>;
  /** Optional rules that are off, listed in one line. */
  off: (names: string) => string;
  offNames: { cardReroll: string; commanders: string };
  settingsHeader: string;
  deadline: (duration: string | null) => string;
  afk: Record<'end' | 'ai', string>;
  takeover: (missed: number, how: 'ai' | 'passive') => string;
  autopilot: (on: boolean) => string;
  reference: string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  days: (n: number) => string;
}

const WORDS: Record<Locale, RulesWords> = { en: rulesEn, fr: rulesFr, it: rulesIt, de, 'es-ES': es };

/** The words of /risk rules and settings in `locale` (every language's table, for the completeness test too). */
export const rulesWords = (locale: Locale): RulesWords => WORDS[locale];

/** The ruleset's display name, as /risk rules titles it (never its id). */
export function rulesetTitle(ruleset: RulesetId, locale: Locale): string {
  return (WORDS[locale] ?? rulesEn).title[ruleset];
}

/**
 * What titles and headers call a game: its ruleset's display name (rulesetTitle), Risk Express
 * by its own name, and only an unknown id as itself.
 */
export function gameName(ruleset: string, locale: Locale): string {
  if (isRulesetId(ruleset)) return rulesetTitle(ruleset, locale);
  return ruleset === 'express' ? 'Risk Express' : ruleset;
}

/** 45 → "45 minutes", 90 → "1 hour 30 minutes", 120 → "2 hours", 1440 → "1 day". */
export function duration(minutes: number, locale: Locale): string {
  const w = WORDS[locale];
  if (minutes % 1440 === 0) return w.days(minutes / 1440);
  if (minutes % 60 === 0) return w.hours(minutes / 60);
  if (minutes > 60) return `${w.hours(Math.floor(minutes / 60))} ${w.minutes(minutes % 60)}`;
  return w.minutes(minutes);
}

export interface TableSettings {
  deadlineMinutes: number | null;
  afk: 'end' | 'ai';
  maxMissed: number;
  takeover: 'ai' | 'passive';
}

/** The table's settings in sentences (and the reader's own autopilot when seated). */
export function settingsLines(s: TableSettings, locale: Locale, autopilot?: boolean): string[] {
  const w = WORDS[locale];
  const lines = [w.deadline(s.deadlineMinutes === null ? null : duration(s.deadlineMinutes, locale))];
  if (s.deadlineMinutes !== null) lines.push(w.afk[s.afk], w.takeover(s.maxMissed, s.takeover));
  if (autopilot !== undefined) lines.push(w.autopilot(autopilot));
  return lines;
}

/** The ruleset and this game's options for players, in the reader's language. */
/** Risk Napoléon: what the rulebook does not print and the project reconstructed or designed, said wherever its rules are shown. */
function reconstructedLines(ruleset: RulesetId, locale: Locale): string[] {
  if (mapIdOf(ruleset) !== 'europe-1811') return [];
  const m = napoleonMessages[locale];
  const rs = getRuleset(ruleset);
  const ranked = rs.goal(rs.defaults, rs.minPlayers) === 'rankedMissions';
  const designed = rs.designed ?? [];
  // NA-EMP, NA-MIS-1, NA-EFF: the advanced game's missions, points and card effects are designed
  const advanced = designed.includes('empireContent') ? advancedContentLines(locale, (r) => m.rank[r]) : [];
  // NC-SET-1: the campaign's starting position is designed (the rulebook's diagram is missing)
  const campaign = designed.includes('campaignScenario') ? [`🛠️ ${campaignWords[locale].designed}`] : [];
  return [`🛠️ ${m.reconstructed}`, ...(ranked ? [`🛠️ ${m.missionsDesigned}`] : []), ...advanced, ...campaign];
}

export function rulesLines(
  ruleset: RulesetId,
  f: GameFeatures,
  players: { min: number; max: number },
  locale: Locale,
  settings?: TableSettings,
): string[] {
  const w = WORDS[locale];
  const lines = [
    `**${w.title[ruleset]}** (\`${ruleset}\`) — ${w.players(players.min, players.max)}`,
    w.summary[ruleset],
    ...reconstructedLines(ruleset, locale),
    '',
    `**${w.optionsHeader}**`,
  ];
  const bullet = (s: string) => lines.push(`• ${s}`);
  const rs = getRuleset(ruleset);
  if (rs.choices.missionGoal) bullet(w.missionGoal[f.missionGoal]); // M-VAR-1
  const campaign = rs.choices.campaignSide !== undefined; // NC-0: the scenario places, the sides are the choice
  if (campaign) {
    // NC-0, NC-SET: the scenario places everything; the one option is the sides.
    const cp = campaignPanel(locale).rules;
    bullet(cp.setup);
    bullet(cp.sides(campaignWords[locale].sideOption[f.campaignSide]));
  } else bullet(w.setup[f.setup] ?? f.setup);
  if (!f.playsCards) bullet(w.noCards);
  else bullet(w.cardValues[f.cardValues]);
  bullet(w.fortify[f.connectedFortify ? 'connected' : 'adjacent']);
  if (f.capitals) {
    bullet(w.capitals[f.capitals]);
    bullet(w.hqsToWin);
  }
  // Only what this ruleset offers: RisiKo! has no cap, re-roll or commanders to switch on.
  const offers = <K extends keyof RuleOptions>(k: K, v: RuleOptions[K]) =>
    (getRuleset(ruleset).choices[k] as readonly unknown[] | undefined)?.includes(v) ?? false;
  if (f.territoryCap !== null || offers('territoryCap', 12)) bullet(w.cap(f.territoryCap));
  if (f.cardReroll) bullet(w.cardReroll);
  if (f.commanders) bullet(w.commanders);
  bullet(w.timeLimit(f.timeLimitMinutes === null ? null : duration(f.timeLimitMinutes, locale), endsOnScores(ruleset)));
  if (f.empireCapitals) bullet(advancedRulesWords[locale].capitals); // NA-CAP
  if (f.fog) bullet(fogWords[locale].rulesBullet); // FOG-1
  if (getRuleset(ruleset).duel)
    bullet(duelMessages[locale].independents[f.independents]); // N2-P / N2-A
  else if (getRuleset(ruleset).minPlayers <= 2 && !campaign) bullet(w.twoPlayer[f.neutralArmy]);
  const off = [
    !f.cardReroll && offers('cardReroll', true) && w.offNames.cardReroll,
    !f.commanders && offers('commanders', true) && w.offNames.commanders,
  ].filter((x): x is string => !!x);
  if (off.length) bullet(w.off(off.join(', ')));
  if (settings) {
    lines.push('', `**${w.settingsHeader}**`);
    for (const s of settingsLines(settings, locale)) bullet(s);
  }
  lines.push('', `_${w.reference}_`);
  return lines;
}
