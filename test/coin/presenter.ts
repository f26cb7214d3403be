// How the coin game shows itself on Discord and the local table: its FamilyPresenter, and
// `registerCoin()`, which adds the family (one object: host with its definition, presenter; no
// page) at run time in one call — the product's lists are not edited.
import { offerRuleset } from '../../commands/risk/builder.ts';
import type { GameRecord } from '../../src/app/record.ts';
import type { Step } from '../../src/app/steps.ts';
import { play } from '../../src/discord/flow.ts';
import { defineFamily } from '../../src/discord/games/family.ts';
import type { FamilyPresenter } from '../../src/discord/games/presenter.ts';
import { registerFamily } from '../../src/discord/games/registry.ts';
import { buttonId } from '../../src/discord/panel/ids.ts';
import { serial } from '../../src/discord/panel/live.ts';
import { presentTurn } from '../../src/discord/panel/turn.ts';
import { typedNewOptions } from '../../src/discord/new-options.ts';
import type { Bot, CommandContext, OutMessage } from '../../src/discord/surface.ts';
import { hostFor } from '../../src/game/registry.ts';
import { COIN_TARGET, type CoinAction, type CoinEvent, type CoinState } from './game.ts';
import { coinHost } from './host.ts';

type CoinRecord = GameRecord<CoinState>;

const label = (r: GameRecord, seat: number) => `${seat === 0 ? '🔴' : '🔵'} ${r.seats[seat]?.name ?? '?'}`;

/** The wait the panel was posted for: a new message when another seat is awaited, or at the end. */
const waitKey = (r: CoinRecord) => (!r.state ? 'lobby' : r.state.winner !== null ? 'over' : `coin:${r.state.current}`);

function lines(r: CoinRecord, steps: readonly Step<CoinAction, CoinEvent>[]): string[] {
  return steps.flatMap((s) =>
    s.events.map((e) =>
      e.type === 'won'
        ? `🏆 ${label(r, e.seat)} wins`
        : `${label(r, e.seat)} called ${e.call ?? 'nothing'}: ${e.side}${e.call === e.side ? ' ✔' : ''}`,
    ),
  );
}

function scores(r: CoinRecord): string {
  const s = r.state!;
  return `Coin, first to ${COIN_TARGET}: ${s.scores.map((n, i) => `${label(r, i)} ${n}`).join(' · ')}`;
}

function panel(bot: Bot, r: CoinRecord, log: string[], top: string[] = []): OutMessage {
  const s = r.state!;
  const over = s.winner !== null;
  const text = [
    ...top,
    scores(r),
    ...log.map((l) => `• ${l}`),
    over ? `🏆 ${label(r, s.winner!)} wins` : `➡️ ${label(r, s.current)}: call it`,
  ];
  return {
    text: text.join('\n').trim(),
    selects: [],
    buttons: over
      ? []
      : [
          [
            { id: buttonId(r, 'heads'), label: 'Heads', style: 'primary' },
            { id: buttonId(r, 'tails'), label: 'Tails', style: 'primary' },
          ],
        ],
  };
}

export const coinPresenter: FamilyPresenter<CoinRecord, Step<CoinAction, CoinEvent>> = {
  lobbyText: (r, _locale, mention) =>
    [
      'New coin game: call heads or tails, first to 3',
      ...r.seats.map((s, i) => `${i + 1}. ${s.userId ? mention(s.userId) : s.name}`),
    ].join('\n'),
  lobbySelects: () => [],
  startedLine: () => 'The coin game begins.',
  seatLabel: (r, seat) => label(r, seat),
  ruleRefusal: (_r, rule) => `Not now (${(rule as { code?: string }).code ?? 'rule'}).`,
  status: (r) => (r.state ? scores(r) : 'A coin game in its lobby.'),
  help: () => 'Coin: tap Heads or Tails on your turn; a right call scores; first to 3 wins.',
  // No options of its own: any typed is passed on, and the coin host refuses it.
  newGameOptions: (_ruleset, opts) => typedNewOptions(opts),
  rulesText: () =>
    `**Coin** (a test's family): on your turn call heads or tails; a right call scores; first to ${COIN_TARGET} wins.`,
  // The shared panel routine: edited in place while the same seat is awaited, else a new message.
  advance: (bot, a) => {
    const r = a.record;
    return serial(r.channelId, async () => {
      const shown = [...(a.extraLines ?? []), ...lines(r, a.steps)];
      await presentTurn(bot, {
        record: r,
        ctx: a.ctx,
        shownUpTo: a.shownUpTo,
        key: waitKey(r),
        lines: shown,
        more: [],
        kept: 6,
        edited: async (log, old) => panel(bot, r, log, old.top),
        closed: (old) => ({ text: [...old.log, ...shown].map((l) => `• ${l}`).join('\n') || 'Coin game', buttons: [] }),
        opened: async (carried) => {
          const seat = r.seats[r.state!.current]!;
          const top = r.state!.winner === null && seat.userId ? [`${bot.mention(seat.userId)}, your call`] : [];
          const mentions = seat.userId && top.length ? [seat.userId] : [];
          return { ...panel(bot, r, carried, top), mentions, log: carried, top };
        },
      });
    });
  },
  refresh: async (bot, r) => {
    if (r.panel && r.state && r.status === 'playing')
      await bot.transport.edit(r.channelId, r.panel.messageId, panel(bot, r, r.panel.log, r.panel.top));
  },
  tap: async (ctx: CommandContext, r, b) => {
    const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
    if (me < 0 || b.rev !== r.rev || (b.verb !== 'heads' && b.verb !== 'tails')) {
      await ctx.reply({ text: 'These controls are not yours or out of date.' }, { ephemeral: true });
      return;
    }
    const action: CoinAction = { type: 'call', side: b.verb };
    await play(ctx, action, b.rev);
  },
  refuses: (topic) => `The coin game has no ${topic === 'mapCommands' ? 'map' : topic}.`,
  board: async (_bot, r) => ({ text: r.state ? scores(r) : 'A coin game in its lobby.' }),
  odds: () => 'Every call is a fair coin: 50 %.',
  diceLuck: () => null,
  jsonView: (r) => {
    const s = r.state!;
    return { family: 'coin', current: s.current, scores: s.scores, winner: s.winner };
  },
};

export const coinFamily = defineFamily({ host: coinHost, presenter: coinPresenter, page: null, history: null });

/** Adds the coin family (ruleset `coin`) to this process, once. */
export function registerCoin(): void {
  if (hostFor('coin')) return;
  registerFamily(coinFamily);
  offerRuleset('coin');
}
