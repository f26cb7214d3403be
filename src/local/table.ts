// The local table: the same commands as on Discord, typed in a terminal by several people
// ("alice /attack alaska kamchatka 3", "bob click Join"), with channel messages, ephemeral
// replies and DMs labelled by recipient, and board images written to a folder.
import { recordsOf, sweep, tournamentsIdle } from '../discord/tournament/run.js';
import { tournamentJson } from './tournament-json.js';
import { startScheduled } from '../discord/scheduled-start.js';
import { sendDigests } from '../discord/records/digest.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BoardImages } from '../app/images.js';
import type { GameService } from '../app/service.js';
import { GameService as Service } from '../app/service.js';
import { presenterOf } from '../discord/games/registry.js';
import { safeText, toLocale, type Locale } from '../i18n/names.js';
import { commandTable } from '../../commands/index.js';
import { rulesetOffers } from '../../commands/risk/builder.js';
import { handleButton } from '../discord/commands.js';
import type { Command } from '../discord/command.js';
import type { Bot, Button, CommandContext, OptionValues, OutMessage, Transport } from '../discord/surface.js';

export interface LocalOutput {
  /** channel/ephemeral/dm: a new message; edit: an existing one changed in place. */
  kind: 'channel' | 'ephemeral' | 'dm' | 'edit' | 'error';
  /** The message's id (stable across its edits); absent on errors. */
  message?: string;
  to: string | null;
  text: string;
  images: string[];
  /**
   * On an edit that uploads pictures: the files of those the message keeps attached (written
   * by an earlier message or edit), before `images`; absent when it keeps none.
   */
  kept?: string[];
  buttons: string[];
  /** Select menus: placeholder and option labels ("pick <label>" chooses one). */
  selects?: { placeholder: string; options: string[]; values?: string[]; descriptions?: (string | null)[] }[];
  /** A thread the bot opened (a game's or a tournament table's), when the message is (or an edit is of one) posted there. */
  thread?: string;
}

interface Posted {
  id: string;
  msg: OutMessage;
  /** The file written for each of `msg.images`, in order. */
  files: string[];
  visibleTo: string | null;
  dm: boolean;
  /** The thread it was posted in (absent: the table's channel). */
  thread?: string;
}
interface LocalUser {
  id: string;
  name: string;
  locale: Locale;
}

export interface LocalTableOptions {
  service: GameService;
  images: BoardImages;
  outDir: string;
  /** Advances the virtual clock the service reads (wait 24h). */
  advance: (ms: number) => void;
  guildLocale?: Locale;
  channelId?: string;
  /** Tells apart the threads of several tables on one store (two processes in a test). */
  threadTag?: string;
}

/**
 * Splits a line into tokens, keeping "quoted strings" together, an option's quoted value too
 * (`territory:"North Africa"` is one token, `territory:North Africa`). A quote inside a word
 * (O'Brien, Bob's) is part of it.
 */
export function tokenize(line: string): string[] {
  const out: string[] = [];
  const re = /([a-z_]+:)"([^"]*)"(?!\S)|([a-z_]+:)'([^']*)'(?!\S)|"([^"]*)"|'([^']*)'|(\S+)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)))
    out.push(m[1] !== undefined ? m[1] + m[2] : m[3] !== undefined ? m[3] + m[4] : (m[5] ?? m[6] ?? m[7]));
  return out;
}

export class LocalTable {
  private readonly users = new Map<string, LocalUser>();
  private readonly posted: Posted[] = [];
  private outputs: LocalOutput[] = [];
  private imageCount = 0;
  private messageCount = 0;
  private threadCount = 0;
  /** The threads the bot opened (games and tournament tables): `wait` runs their deadlines too. */
  private readonly threads: string[] = [];
  /** Every image written (bytes), for measuring what a game uploads. */
  imageBytes = 0;
  readonly bot: Bot;
  readonly channelId: string;
  private readonly guildLocale: Locale;

  constructor(private readonly opts: LocalTableOptions) {
    this.channelId = opts.channelId ?? 'local';
    this.guildLocale = opts.guildLocale ?? 'en';
    mkdirSync(opts.outDir, { recursive: true });
    const transport: Transport = {
      post: async (channel, msg) => this.emit('channel', null, msg, channel === this.channelId ? undefined : channel),
      thread: async (channel, name) => {
        const id = `${channel}/thread-${this.opts.threadTag ?? ''}${++this.threadCount}`;
        this.threads.push(id);
        this.emit('channel', null, { text: `🧵 ${name}` }, id);
        return id;
      },
      edit: async (_channel, id, msg) => this.edit(id, msg),
      dm: async (userId, msg) => {
        this.emit('dm', userId, msg);
        return true;
      },
    };
    this.bot = {
      service: opts.service,
      images: opts.images,
      transport,
      // Discord shows a mention as a pill, never as markdown: the name is escaped the same way.
      mention: (id) => `@${safeText(this.nameOf(id))}`,
      dmFailed: new Set(),
      commands: commandTable,
    };
  }

  /**
   * An --out folder's games resumed: the threads they were played in (a tournament's tables
   * included) answer `#thread-N` and `wait` again, the next thread opened gets a new number,
   * and a tournament left half-way through seating a round goes on.
   */
  async resume(): Promise<void> {
    const store = this.opts.service.store;
    const prefix = `${this.channelId}/thread-${this.opts.threadTag ?? ''}`;
    const found = new Set<string>();
    for (const g of (await store.gameIds?.()) ?? []) {
      const channel = (await store.load(g))?.meta.channelId;
      if (channel?.startsWith(prefix)) found.add(channel);
    }
    const recs = recordsOf(this.bot);
    const t = recs && (await recs.lastInChannel(this.channelId));
    for (const r of t?.rounds ?? [])
      for (const x of r.tables) if (x.threadId?.startsWith(prefix)) found.add(x.threadId);
    const n = (id: string) => Number(id.slice(prefix.length)) || 0;
    for (const id of [...found].sort((a, b) => n(a) - n(b))) if (!this.threads.includes(id)) this.threads.push(id);
    this.threadCount = Math.max(this.threadCount, ...this.threads.map(n));
    await sweep(this.bot);
    await tournamentsIdle();
  }

  private nameOf(id: string): string {
    for (const u of this.users.values()) if (u.id === id) return u.name;
    return id;
  }

  user(spec: string): LocalUser {
    const [name, loc] = spec.split('@');
    let u = this.users.get(name);
    if (!u) {
      u = { id: `u-${name}`, name, locale: toLocale(loc ?? 'en') };
      this.users.set(name, u);
    } else if (loc) u.locale = toLocale(loc);
    return u;
  }

  private files(msg: OutMessage): string[] {
    return (msg.images ?? []).map((img) => {
      const file = join(this.opts.outDir, `${String(++this.imageCount).padStart(4, '0')}-${img.name}`);
      writeFileSync(file, img.data);
      this.imageBytes += img.data.length;
      return file;
    });
  }

  private output(kind: LocalOutput['kind'], id: string, to: string | null, msg: OutMessage, images: string[]): void {
    const text = msg.text.replace(/<@([^>]+)>/g, (_, uid: string) => `@${this.nameOf(uid)}`);
    const out: LocalOutput = {
      kind,
      message: id,
      to: to ? this.nameOf(to) : null,
      text,
      images,
      buttons: (msg.buttons ?? []).flat().map((b) => b.label),
    };
    if (msg.selects?.length)
      out.selects = msg.selects.map((x) => ({
        placeholder: x.placeholder,
        options: x.options.map((o) => o.label),
        // Parallel to `options`: what "pick" also accepts, and each option's description (the odds), or null.
        values: x.options.map((o) => o.value),
        descriptions: x.options.map((o) => o.description ?? null),
      }));
    this.outputs.push(out);
  }

  private emit(kind: 'channel' | 'ephemeral' | 'dm', to: string | null, msg: OutMessage, thread?: string): string {
    const id = `m${++this.messageCount}`;
    const files = this.files(msg);
    this.posted.push({ id, msg, files, visibleTo: kind === 'channel' ? null : to, dm: kind === 'dm', thread });
    this.output(kind, id, to, msg, files);
    if (thread) this.outputs[this.outputs.length - 1].thread = thread;
    return id;
  }

  /**
   * An edit in place: images undefined keeps the message's pictures (as Discord does); given,
   * they replace them but for those named in `keep`, which stay without being written again.
   */
  private edit(id: string, msg: OutMessage): boolean {
    const p = this.posted.find((x) => x.id === id);
    if (!p) return false;
    const kept = (msg.keep ?? []).map((name) => {
      const at = (p.msg.images ?? []).findIndex((i) => i.name === name);
      // The bot keeps only what it attached: anything else is its bug, not the player's.
      if (at < 0) throw new Error(`edit of ${id} keeps ${name}, which the message does not have`);
      return { image: p.msg.images![at], file: p.files[at] };
    });
    const written = this.files(msg);
    const images = msg.images === undefined ? p.msg.images : [...kept.map((k) => k.image), ...msg.images];
    if (msg.images !== undefined) p.files = [...kept.map((k) => k.file), ...written];
    const { keep: _keep, ...rest } = msg;
    p.msg = { ...rest, images };
    this.output('edit', id, p.visibleTo, msg, written);
    const out = this.outputs[this.outputs.length - 1];
    if (msg.images !== undefined && kept.length) out.kept = kept.map((k) => k.file);
    if (p.thread) out.thread = p.thread;
    return true;
  }

  /**
   * A command or tap in the table's channel, or in a thread: a tap where its message is, a
   * typed command where the line says (`alice #thread-1 /risk join`).
   */
  private context(u: LocalUser, on?: Posted, values: string[] = [], thread?: string): CommandContext {
    const where = on?.thread ?? thread;
    const ctx: CommandContext = {
      user: u,
      channelId: where ?? this.channelId,
      channelName: where ?? this.channelId,
      guildId: 'local',
      guildLocale: this.guildLocale,
      canManage: false,
      bot: this.bot,
      reply: async (msg, o) => {
        if (o?.ephemeral) this.emit('ephemeral', u.id, msg, where);
        else this.emit('channel', null, msg, where);
      },
      defer: async () => undefined,
    };
    if (on) {
      ctx.component = { messageId: on.id, values };
      ctx.update = async (msg) => {
        this.edit(on.id, msg);
      };
    }
    return ctx;
  }

  /** Runs one line; resolves when everything it caused has been output. */
  async run(line: string): Promise<LocalOutput[]> {
    this.outputs = [];
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) return [];
    try {
      await this.dispatch(trimmed);
      // A tournament's tables open and play after the command's answer: show them with it.
      await tournamentsIdle();
    } catch (e) {
      this.outputs.push({
        kind: 'error',
        to: null,
        text: e instanceof Error ? e.message : String(e),
        images: [],
        buttons: [],
      });
    }
    return this.outputs;
  }

  private async dispatch(line: string): Promise<void> {
    const tokens = tokenize(line);
    if (tokens[0] === 'wait') return this.wait(tokens[1] ?? '1h');
    const u = this.user(tokens[0]);
    const thread = tokens[1]?.startsWith('#') ? this.threadNamed(tokens[1].slice(1)) : undefined;
    const rest = tokens.slice(thread ? 2 : 1);
    if (rest.length === 0) throw new Error('expected a /command or "click <label>" after the user name');
    if (rest[0] === 'click') return this.click(u, rest.slice(1).join(' '), thread);
    if (rest[0] === 'pick') return this.pick(u, rest.slice(1).join(' '), thread);
    if (!rest[0].startsWith('/')) throw new Error(`expected a /command, got "${rest[0]}"`);
    const name = rest[0].slice(1);
    const cmd = this.bot.commands.get(name);
    if (!cmd) throw new Error(`unknown command /${name}`);
    const def = definition(cmd.data);
    let options = def.options ?? [];
    let args = rest.slice(1);
    const values: OptionValues = {};
    // A subcommand group (/risk tournament new): its name, then one of its subcommands.
    const group = options.find((o) => o.type === 2 && o.name === args[0]);
    if (group) {
      values.group = group.name;
      options = ('options' in group ? group.options : undefined) ?? [];
      args = args.slice(1);
    }
    const sub = options.find((o) => o.type === 1 && o.name === args[0]);
    if (options.some((o) => o.type === 1)) {
      if (!sub) throw new Error(`/${name} needs a subcommand: ${options.map((o) => o.name).join(', ')}`);
      values.subcommand = sub.name;
      options = ('options' in sub ? sub.options : undefined) ?? [];
      args = args.slice(1);
    }
    let pos = 0;
    for (const a of args) {
      const m = /^([a-z_]+):(.*)$/.exec(a);
      const opt = m ? options.find((o) => o.name === m[1]) : options[pos++];
      if (!opt) throw new Error(`unexpected argument "${a}" for /${name}`);
      const raw = m ? m[2] : a;
      values[opt.name] =
        opt.type === 4 || opt.type === 10
          ? checkNumber(name, opt, raw)
          : opt.type === 5
            ? ['true', 'yes', 'on', '1'].includes(raw.toLowerCase())
            : opt.type === 6
              ? this.user(raw.replace(/^@/, '')).id
              : raw;
    }
    // What Discord's own client enforces before a command is ever sent.
    for (const o of options) {
      if ('required' in o && o.required && values[o.name] === undefined) throw new Error(`/${name} needs "${o.name}"`);
      const v = values[o.name];
      if (v !== undefined && 'choices' in o && o.choices?.length && !o.choices.some((c) => c.value === v)) {
        throw new Error(
          `/${name}: "${o.name}" takes one of ${o.choices.map((c) => c.value).join(', ')} (got "${String(v)}")`,
        );
      }
    }
    await cmd.execute(this.context(u, undefined, [], thread), values);
  }

  /** `#thread-1` (or its full id `local/thread-1`): a thread the bot opened. */
  private threadNamed(name: string): string {
    const id = this.threads.find((t) => t === name || t.endsWith(`/${name}`));
    if (!id) throw new Error(`no thread "${name}" (open: ${this.threads.join(', ') || 'none'})`);
    return id;
  }

  /** Messages the user can see, newest first; with `thread`, only that thread's (`#thread-2 click …`). */
  private visible(u: LocalUser, thread?: string): Posted[] {
    return this.posted
      .filter((p) => (p.visibleTo === null || p.visibleTo === u.id) && (thread === undefined || p.thread === thread))
      .reverse();
  }

  private async click(u: LocalUser, label: string, thread?: string): Promise<void> {
    const want = label.trim().toLowerCase();
    for (const p of this.visible(u, thread)) {
      const buttons: Button[] = (p.msg.buttons ?? []).flat();
      const b =
        buttons.find((x) => x.label.toLowerCase() === want) ??
        buttons.find((x) => x.label.toLowerCase().startsWith(want));
      if (b) {
        await handleButton(this.context(u, p), b.id);
        return;
      }
    }
    throw new Error(`no button "${label}" visible to ${u.name}${thread ? ` in ${thread}` : ''}`);
  }

  /**
   * "pick Alaska": chooses the option (by value or label, else by its label's start) in the newest
   * message's selects that have it; in one message an exact match in any of its menus comes before
   * a label that merely starts so ("pick s", a menu's value, is not "Syria" of the menu above it).
   */
  private async pick(u: LocalUser, label: string, thread?: string): Promise<void> {
    const want = label.trim().toLowerCase();
    const strip = (s: string) =>
      s
        .toLowerCase()
        .replace(/^\p{Extended_Pictographic}\s*/u, '')
        .replace(/\s*\(\d+\)$/, '');
    const exact = (x: { value: string; label: string }) =>
      x.value.toLowerCase() === want || strip(x.label) === want || x.label.toLowerCase() === want;
    const prefix = (x: { value: string; label: string }) => strip(x.label).startsWith(want);
    for (const p of this.visible(u, thread))
      for (const match of [exact, prefix]) {
        for (const sel of p.msg.selects ?? []) {
          const o = sel.options.find(match);
          if (o) {
            await handleButton(this.context(u, p, [o.value]), sel.id);
            return;
          }
        }
      }
    throw new Error(`no choice "${label}" in a menu visible to ${u.name}${thread ? ` in ${thread}` : ''}`);
  }

  /** A message as it is now (after its edits), by id. */
  messageById(id: string): OutMessage | undefined {
    return this.posted.find((p) => p.id === id)?.msg;
  }

  /** The controls of the newest message with controls the user can see (for scripted players). */
  controlsFor(name: string): { buttons: Button[]; selects: NonNullable<OutMessage['selects']>; text: string } {
    const u = this.user(name);
    for (const p of this.visible(u)) {
      const buttons = (p.msg.buttons ?? []).flat();
      const selects = p.msg.selects ?? [];
      if (buttons.length || selects.length) return { buttons, selects, text: p.msg.text };
    }
    return { buttons: [], selects: [], text: '' };
  }

  private async wait(spec: string): Promise<void> {
    const m = /^(\d+(?:\.\d+)?)(m|h|d)?$/.exec(spec);
    if (!m) throw new Error(`wait: expected e.g. 30m, 24h, 2d (got "${spec}")`);
    const ms = Number(m[1]) * ({ m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? 'm'] ?? 60_000);
    const svc = this.opts.service;
    const end = svc.now() + ms;
    // Step through every due wake-up in order (the channel's game and its threads' games: deadlines,
    // scheduled starts, digests), so a
    // reminder comes before its expiry and one game's deadline before another's.
    for (let guard = 0; guard < 1000; guard++) {
      let next: { channel: string; wake: number } | null = null;
      for (const channel of [this.channelId, ...this.threads]) {
        const r = await svc.get(channel);
        const wake = r ? Service.nextWake(r) : null;
        if (wake !== null && (!next || wake < next.wake)) next = { channel, wake };
      }
      if (next === null || next.wake > end) break;
      this.opts.advance(Math.max(0, next.wake - svc.now()));
      // A lobby's scheduled start, as the timer loop does it (src/discord/recovery.ts).
      await startScheduled(this.bot, next.channel);
      const out = await svc.runTimers(next.channel);
      if (out.ok) {
        const { publishTimers } = await import('../discord/flow.js');
        await publishTimers(this.bot, out.value);
      }
      // A table that ended may open the next round's tables: their deadlines count in this wait.
      await tournamentsIdle();
      await sendDigests(this.bot, next.channel);
    }
    this.opts.advance(Math.max(0, end - svc.now()));
  }

  /** The channel game's public view (or the lobby), for --json. */
  async view(): Promise<unknown> {
    return this.viewOf(this.channelId);
  }

  /** Each thread's game (a tournament's tables, games opened beside the channel's), by thread id. */
  async threadViews(): Promise<Record<string, unknown>> {
    const out: Record<string, unknown> = {};
    for (const id of this.threads) {
      const v = await this.viewOf(id);
      if (v !== null) out[id] = v;
    }
    return out;
  }

  /** The channel's tournament (live, else its last), names not ids; null without one. */
  async tournamentView(): Promise<unknown> {
    const recs = recordsOf(this.bot);
    const t = recs && (await recs.lastInChannel(this.channelId));
    return t ? tournamentJson(t) : null;
  }

  private async viewOf(channel: string): Promise<unknown> {
    const r = await this.opts.service.get(channel);
    if (!r) return null;
    if (!r.state)
      return {
        status: 'lobby',
        ruleset: r.ruleset,
        phase: 'lobby',
        seats: r.seats.map((s) => ({ name: s.name, kind: s.kind })),
        // Its scheduled start, when the host set one (ms since the epoch; seats to fill).
        ...(r.schedule ? { schedule: { at: r.schedule.at ?? null, seats: r.schedule.seats ?? null } } : {}),
      };
    // Each family shapes its own public view (src/discord/games/<family>/json-view.ts).
    return presenterOf(r).jsonView(r);
  }
}

type Definition = ReturnType<Command['data']['toJSON']>;
const definitions = new WeakMap<Command['data'], { offers: number; def: Definition }>();

/**
 * A command's definition as Discord holds it, built once: the builder checks every option and
 * localization each time (/risk: 15 ms a line); a ruleset offered since (a family registered at
 * run time, commands/risk/builder.ts) builds it again.
 */
function definition(data: Command['data']): Definition {
  const kept = definitions.get(data);
  if (kept && kept.offers === rulesetOffers()) return kept.def;
  const def = data.toJSON();
  definitions.set(data, { offers: rulesetOffers(), def });
  return def;
}

/** A number option as Discord checks it: whole for integers, within the option's bounds. */
function checkNumber(
  command: string,
  opt: { name: string; type: number; min_value?: number; max_value?: number },
  raw: string,
): number {
  const n = Number(raw);
  const whole = opt.type === 4;
  const min = opt.min_value ?? -Infinity,
    max = opt.max_value ?? Infinity;
  if (raw.trim() === '' || !Number.isFinite(n) || (whole && !Number.isInteger(n)) || n < min || n > max) {
    const range =
      Number.isFinite(min) && Number.isFinite(max)
        ? ` from ${min} to ${max}`
        : Number.isFinite(min)
          ? ` of at least ${min}`
          : '';
    throw new Error(`/${command}: "${opt.name}" takes a ${whole ? 'whole ' : ''}number${range} (got "${raw}")`);
  }
  return n;
}
