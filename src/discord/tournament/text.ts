// What a tournament says: its panel (settings, entrants, the round's tables with their threads,
// buttons), the round announcements, a table's result, the standings (text and image).
import { safeText, toLocale } from '../../i18n/names.js';
import { rulesetTitle } from '../../i18n/rules.js';
import { endsOnScores } from '../../rules/registry.js';
import type { RulesetId } from '../../engine/types.js';
import { tournamentCat, type TournamentCatalogue } from '../../i18n/tournament.js';
import {
  currentRound,
  standings,
  type Standing,
  type Tournament,
  type TournamentError,
} from '../../tournament/machine.js';
import type { Button, OutImage, OutMessage, Select } from '../surface.js';

/** A user-chosen name as plain text: no markdown, no masked link, no mention (src/i18n/names.ts). */
export const plain = (name: string): string => safeText(name);

export const limitText = (c: TournamentCatalogue, m: number | null) => (m ? c.minutes(m) : c.noLimit);

export const tournamentButtonId = (t: Tournament, verb: string) => `t:${t.id}:${verb}`;

export function parseTournamentButton(id: string): { tournamentId: string; verb: string } | null {
  const [p, tournamentId, verb] = id.split(':');
  return p === 't' && tournamentId && verb ? { tournamentId, verb } : null;
}

export function nameOf(t: Tournament, id: string): string {
  return plain(t.entrants.find((e) => e.id === id)?.name ?? id);
}

/** "🏆 Tournament: Classic Risk — table winners go through, up to a final" (never the ids). */
export function tournamentTitle(t: Tournament): string {
  const c = tournamentCat(t.locale);
  return c.title(rulesetTitle(t.ruleset as RulesetId, toLocale(t.locale)), c.formatPlain[t.format]);
}

export function panelMessage(t: Tournament): OutMessage {
  const c = tournamentCat(t.locale);
  const round = currentRound(t);
  const lines = [
    `**${tournamentTitle(t)}**`,
    c.settings(
      t.tableSize,
      limitText(c, t.timeLimitMinutes),
      limitText(c, t.finalTimeLimitMinutes ?? t.timeLimitMinutes),
      t.fillWithAi,
    ),
    t.status === 'running' && round
      ? c.status.running(round.number, round.final)
      : c.status[t.status === 'running' ? 'signup' : t.status],
    '',
    c.entrants(t.entrants.length),
    t.entrants.map((e) => (e.withdrawn ? `~~${plain(e.name)}~~` : plain(e.name))).join(', ') || '—',
  ];
  if (t.status === 'signup' && !t.timeLimitMinutes) lines.push('', c.limits.warning(endsOnScores(t.ruleset)));
  if (t.status === 'signup') lines.push('', c.signupHint);
  if (round && t.status !== 'cancelled') {
    lines.push('', `**${c.roundTitle(round.number, round.final)}**`);
    for (const table of round.tables) lines.push(tableLine(t, c, table.index));
  }
  if (t.champion) lines.push('', c.champion(nameOf(t, t.champion)));
  const b = (verb: string, label: string, style: Button['style'] = 'secondary'): Button => ({
    id: tournamentButtonId(t, verb),
    label,
    style,
  });
  const buttons: Button[][] =
    t.status === 'signup'
      ? [
          [
            b('join', c.buttons.join, 'success'),
            b('leave', c.buttons.leave),
            b('ai', c.buttons.addAi),
            b('start', c.buttons.start, 'primary'),
            b('standings', c.buttons.standings),
          ],
        ]
      : t.status === 'running'
        ? [[b('leave', c.buttons.leave), b('standings', c.buttons.standings)]]
        : [[b('standings', c.buttons.standings)]];
  const selects = t.status === 'signup' ? [limitMenu(t, c)] : undefined;
  return { text: lines.join('\n').slice(0, 2000), buttons, ...(selects ? { selects } : {}) };
}

/**
 * The time limits the panel offers (C-TOUR-1): none, one sitting (2 h, the final 3 h 30, as the
 * rulebook suggests), or days for play spread over a week or two. Value: the minutes (0 = none).
 */
export const LIMIT_CHOICES: readonly { minutes: number | null; finalMinutes: number | null }[] = [
  { minutes: null, finalMinutes: null },
  { minutes: 120, finalMinutes: 210 },
  { minutes: 1440, finalMinutes: null },
  { minutes: 4320, finalMinutes: null },
  { minutes: 10_080, finalMinutes: null },
  { minutes: 20_160, finalMinutes: null },
];

function limitMenu(t: Tournament, c: TournamentCatalogue): Select {
  return {
    id: tournamentButtonId(t, 'limit'),
    placeholder: c.limits.placeholder,
    options: LIMIT_CHOICES.map((x) =>
      x.minutes === null
        ? { label: c.limits.none, value: '0', description: c.limits.noneHint }
        : x.finalMinutes
          ? { label: c.limits.live, value: String(x.minutes), description: c.limits.liveHint }
          : {
              label: c.limits.days(x.minutes / 1440),
              value: String(x.minutes),
              description: c.limits.daysHint(endsOnScores(t.ruleset)),
            },
    ),
  };
}

function tableLine(t: Tournament, c: TournamentCatalogue, index: number): string {
  const table = currentRound(t)!.tables[index];
  const names = (table.result ? table.result.ranking : table.seats).map((id) => nameOf(t, id)).join(', ');
  const where = table.result ? '✅' : table.threadId ? `<#${table.threadId}>` : '…';
  return c.tableLine(index + 1, names, where);
}

export function roundAnnouncement(t: Tournament, roundNumber: number): OutMessage {
  const c = tournamentCat(t.locale);
  const round = t.rounds.find((r) => r.number === roundNumber)!;
  const lines = [`**${c.roundTitle(round.number, round.final)}**`];
  for (const table of round.tables)
    lines.push(
      c.tableLine(
        table.index + 1,
        table.seats.map((id) => nameOf(t, id)).join(', '),
        table.threadId ? `<#${table.threadId}>` : '…',
      ),
    );
  const humans = round.tables.flatMap((x) => x.seats).filter((id) => !id.startsWith('ai:'));
  return { text: lines.join('\n').slice(0, 2000), mentions: humans };
}

/** A table's result line; at the round's end, who goes through (or the champion). */
export function tableResultText(t: Tournament, roundNumber: number, index: number): string {
  const c = tournamentCat(t.locale);
  const round = t.rounds.find((r) => r.number === roundNumber)!;
  const table = round.tables[index];
  const r = table.result!;
  const ranking = r.ranking
    .map((id, i) => `${i + 1}. ${nameOf(t, id)}${r.forfeited.includes(id) ? ` (${c.forfeit})` : ''}`)
    .join(' · ');
  const lines = [c.tableDone(index + 1, ranking, round.final)];
  const next = t.rounds.find((x) => x.number === roundNumber + 1);
  if (next)
    lines.push(
      c.qualified(
        next.tables
          .flatMap((x) => x.seats)
          .map((id) => nameOf(t, id))
          .join(', '),
      ),
    );
  return lines.join('\n');
}

/** An entrant's last cell: territories held at the end (or the game round they went out in), or the score. */
function endCell(t: Tournament, c: TournamentCatalogue, s: Standing): string {
  if (s.strength === null) return '—';
  if (endsOnScores(t.ruleset)) return String(s.strength);
  return s.outRound !== null && s.strength === 0 ? c.image.outIn(s.outRound) : String(s.strength);
}

export async function standingsImage(t: Tournament): Promise<OutImage> {
  // The renderer loads with the first standings drawn: a process that only lists the commands
  // (`npm run deploy-commands`) never loads it.
  const { renderStandings } = await import('../../render/tournament.js');
  const c = tournamentCat(t.locale);
  const rows = standings(t).map((s) => ({
    rank: s.rank,
    name: t.entrants.find((e) => e.id === s.id)?.name ?? s.id,
    round: s.round ? (s.final ? c.image.final : c.image.roundN(s.round)) : '—',
    place: s.place ? c.ordinal(s.place) : '—',
    score: endCell(t, c, s),
    tag: s.withdrawn ? c.withdrawnTag : s.forfeited ? c.forfeit : '',
    champion: s.id === t.champion,
  }));
  const data = renderStandings({
    title: c.image.title,
    subtitle: `${rulesetTitle(t.ruleset as RulesetId, toLocale(t.locale))} · ${c.formatPlain[t.format]}`,
    headers: {
      rank: c.image.rank,
      player: c.image.player,
      round: c.image.round,
      place: c.image.place,
      score: endsOnScores(t.ruleset) ? c.image.score : c.image.territories,
    },
    rows,
  });
  return { name: 'standings.png', data };
}

/** "2. alice — 2nd in the final (out in the game's round 31)": where each got to, in words. */
function standingLine(t: Tournament, c: TournamentCatalogue, s: Standing): string {
  const head = `${s.rank}. ${nameOf(t, s.id)}`;
  if (!s.round) return head;
  const where =
    s.id === t.champion
      ? `🥇 ${c.championTag}, ${c.reached(s.round, s.final, s.place)}`
      : c.reached(s.round, s.final, s.place);
  const detail =
    s.strength === null
      ? null
      : endsOnScores(t.ruleset)
        ? c.scored(s.strength)
        : s.outRound !== null && s.strength === 0
          ? c.outInGame(s.outRound)
          : c.heldAtEnd(s.strength);
  const tag = s.withdrawn ? c.withdrawnTag : s.forfeited ? c.forfeit : null;
  const extra = [detail, tag].filter((x) => x !== null).join(', ');
  return `${head} — ${where}${extra ? ` (${extra})` : ''}`;
}

export async function standingsMessage(t: Tournament): Promise<OutMessage> {
  const c = tournamentCat(t.locale);
  const lines = [`**${c.standingsTitle}**`];
  for (const s of standings(t).slice(0, 20)) lines.push(standingLine(t, c, s));
  if (t.champion) lines.push(c.champion(nameOf(t, t.champion)));
  if (t.status === 'over') lines.push(`-# ${c.ratings}`);
  return { text: lines.join('\n').slice(0, 2000), images: [await standingsImage(t)] };
}

export function refusal(
  locale: string,
  error: TournamentError | 'none' | 'exists' | 'noThreads',
  need?: number,
): string {
  const r = tournamentCat(locale).refusal;
  switch (error) {
    case 'full':
      return r.full(need ?? 0);
    case 'tooFew':
      return r.tooFew(need ?? 0);
    default:
      return r[error];
  }
}
