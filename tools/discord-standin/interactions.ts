// Interactions the stand-in dispatched: their payloads, what the bot answered, and the wait
// for "the outcome" that tests await.
import { channelPayload, memberPayload, messagePayload, permissionsFor, snapshot } from './payloads.ts';
import { snowflake, token } from './snowflake.ts';
import { fairClock, fairTimeout } from '../fair-time.ts';
import type {
  CommandOption,
  InteractionOutcome,
  JsonObject,
  JsonValue,
  OptionValue,
  RegisteredCommand,
  RestError,
  StandinMessage,
  StandinUser,
} from './types.ts';
import type { World } from './world.ts';

export const InteractionKind = { Command: 2, Component: 3, Autocomplete: 4 } as const;
export const Callback = {
  Reply: 4,
  Defer: 5,
  DeferredUpdate: 6,
  Update: 7,
  Autocomplete: 8,
  Modal: 9,
  LaunchActivity: 12,
} as const;

const OptionType = {
  Subcommand: 1,
  SubcommandGroup: 2,
  String: 3,
  Integer: 4,
  Boolean: 5,
  User: 6,
  Channel: 7,
  Number: 10,
} as const;

export class InteractionRecord {
  readonly id = snowflake();
  readonly token = token('interaction');
  /** Idle-machine milliseconds since it was created (the acknowledgement deadline counts on it). */
  readonly age = fairClock();
  /** Id of the @original message, once there is one. */
  originalId: string | null = null;
  /** Callback requests still to be answered 503 (fault injection: Discord failing the acknowledgement). */
  failCallbacks = 0;
  /** Callback requests still to be applied and then answered 503 (Discord acted, its answer was lost). */
  failAppliedCallbacks = 0;
  readonly outcome: InteractionOutcome;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly kind: number,
    readonly user: StandinUser,
    readonly channelId: string,
    /** For component interactions: the message the component was on. */
    readonly sourceMessageId: string | null,
  ) {
    this.outcome = {
      interactionId: this.id,
      callbacks: [],
      type: null,
      deferred: false,
      ephemeral: false,
      reply: null,
      edits: [],
      followUps: [],
      posts: [],
      choices: null,
      modal: null,
      activityInstanceId: null,
      errors: [],
    };
  }

  get acknowledged(): boolean {
    return this.outcome.callbacks.length > 0;
  }

  onActivity(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }

  recordCallback(type: number, ephemeral: boolean): void {
    this.outcome.callbacks.push(type);
    if (this.outcome.type === null) {
      this.outcome.type = type;
      this.outcome.deferred = type === Callback.Defer || type === Callback.DeferredUpdate;
      this.outcome.ephemeral = ephemeral;
    }
  }

  recordEdit(message: StandinMessage): void {
    this.outcome.edits.push(snapshot(message));
  }

  recordFollowUp(message: StandinMessage): void {
    this.outcome.followUps.push(message);
  }

  recordPost(message: StandinMessage): void {
    this.outcome.posts.push(message);
  }

  recordError(error: RestError): void {
    this.outcome.errors.push(error);
  }
}

/**
 * Default completion: a final answer (reply, update, choices, modal); a deferred reply (5)
 * once @original is edited or a follow-up sent; a deferred update (6) once anything visible
 * follows (edit, follow-up or a channel post/DM). A refused callback completes it too, so a
 * bot error fails the test at once instead of timing out.
 */
export function defaultIsComplete(outcome: InteractionOutcome): boolean {
  const type = outcome.type;
  if (type === null) return outcome.errors.some((e) => e.path.startsWith('/interactions/'));
  if (type === Callback.Defer) return outcome.edits.length > 0 || outcome.followUps.length > 0;
  if (type === Callback.DeferredUpdate) {
    return outcome.edits.length > 0 || outcome.followUps.length > 0 || outcome.posts.length > 0;
  }
  return true;
}

export interface WaitOptions {
  settleMs: number;
  timeoutMs: number;
  isComplete: (outcome: InteractionOutcome) => boolean;
  /** Fills outcome.reply from the world before each completion check. */
  refresh: () => void;
}

/**
 * Resolves once the interaction is complete and then quiet for settleMs (any further
 * activity restarts the quiet period). Rejects after timeoutMs with what was seen so far.
 */
export function waitForOutcome(record: InteractionRecord, options: WaitOptions): Promise<InteractionOutcome> {
  return new Promise((resolve, reject) => {
    let settle: (() => void) | undefined;
    const finish = (): void => {
      settle?.();
      deadline();
      unsubscribe();
    };
    const check = (): void => {
      options.refresh();
      if (!options.isComplete(record.outcome)) return;
      settle?.();
      settle = fairTimeout(options.settleMs, () => {
        finish();
        options.refresh();
        resolve(record.outcome);
      });
    };
    const deadline = fairTimeout(options.timeoutMs, () => {
      finish();
      options.refresh();
      const seen = JSON.stringify({
        callbacks: record.outcome.callbacks,
        edits: record.outcome.edits.length,
        followUps: record.outcome.followUps.length,
        errors: record.outcome.errors,
      });
      reject(
        new Error(
          `stand-in: interaction ${record.id} not complete after ${options.timeoutMs} ms of idle-machine time; saw ${seen}`,
        ),
      );
    });
    const unsubscribe = record.onActivity(check);
    check();
  });
}

function baseInteraction(world: World, record: InteractionRecord, data: JsonObject): JsonObject {
  const channel = world.channels.get(record.channelId);
  if (!channel) throw new Error(`stand-in: no channel ${record.channelId}`);
  const payload: JsonObject = {
    id: record.id,
    application_id: world.appId,
    type: record.kind,
    data,
    channel: channelPayload(world, channel),
    channel_id: channel.id,
    token: record.token,
    version: 1,
    locale: record.user.locale,
    entitlements: [],
    attachment_size_limit: 26_214_400,
  };
  const guild = world.guildOfChannel(channel.id);
  if ((channel.type === 0 || channel.type === 11) && guild) {
    const member = { ...memberPayload(world, record.user), permissions: permissionsFor(world, record.user.id) };
    Object.assign(payload, {
      guild_id: guild.id,
      guild: { id: guild.id, locale: guild.locale, features: [] },
      guild_locale: guild.locale,
      member,
      app_permissions: permissionsFor(world, world.bot.id),
      authorizing_integration_owners: { '0': guild.id },
      context: 0,
    });
  } else {
    Object.assign(payload, {
      user: world.apiUser(record.user),
      app_permissions: permissionsFor(world, world.bot.id),
      authorizing_integration_owners: { '0': world.guildId },
      context: 1,
    });
  }
  return payload;
}

function inferType(value: OptionValue): number {
  if (typeof value === 'object') return OptionType.User;
  if (typeof value === 'boolean') return OptionType.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? OptionType.Integer : OptionType.Number;
  return OptionType.String;
}

interface BuiltOptions {
  options: JsonObject[];
  resolved: JsonObject | null;
}

/**
 * Builds `data.options` the way the Discord client would from what a person typed,
 * refusing what the client would refuse (unknown options, missing required ones,
 * values outside fixed choices) so a test cannot send an impossible interaction.
 */
function buildOptions(
  world: World,
  commandName: string,
  defs: CommandOption[] | undefined,
  values: Record<string, OptionValue>,
  focused: string | null,
): BuiltOptions {
  const users: Record<string, JsonValue> = {};
  const members: Record<string, JsonValue> = {};
  const options: JsonObject[] = [];
  for (const [name, value] of Object.entries(values)) {
    const def = defs?.find((d) => d.name === name);
    if (defs && !def) {
      throw new Error(`stand-in: /${commandName} has no option "${name}" (has: ${defs.map((d) => d.name).join(', ')})`);
    }
    const type = def?.type ?? inferType(value);
    const option: JsonObject = { name, type, value: '' };
    if (typeof value === 'object') {
      option.value = value.id;
      users[value.id] = world.apiUser(value);
      const { user: _u, ...member } = memberPayload(world, value);
      members[value.id] = { ...member, permissions: permissionsFor(world, value.id) };
    } else if (name === focused) {
      // The focused option carries the raw partial text, whatever its declared type.
      option.value = String(value);
    } else {
      option.value = value;
    }
    if (name === focused) option.focused = true;
    const choices = Array.isArray(def?.choices) ? def.choices : null;
    if (
      choices &&
      name !== focused &&
      !choices.some((c) => typeof c === 'object' && c !== null && !Array.isArray(c) && c.value === option.value)
    ) {
      throw new Error(`stand-in: /${commandName} option "${name}" only accepts its fixed choices`);
    }
    options.push(option);
  }
  if (focused !== null && !(focused in values)) {
    options.push({
      name: focused,
      type: defs?.find((d) => d.name === focused)?.type ?? OptionType.String,
      value: '',
      focused: true,
    });
  }
  if (focused === null && defs) {
    const missing = defs.filter((d) => d.required === true && !(d.name in values)).map((d) => d.name);
    if (missing.length > 0)
      throw new Error(`stand-in: /${commandName} is missing required option(s) ${missing.join(', ')}`);
  }
  const resolved = Object.keys(users).length > 0 ? { users, members } : null;
  return { options, resolved };
}

/** `commandLine` is "name", "name sub" or "name group sub", as typed after the slash. */
export function commandData(
  world: World,
  commandLine: string,
  values: Record<string, OptionValue>,
  focused: string | null,
  guildId: string | null = world.guildId,
): JsonObject {
  const [name, ...path] = commandLine.trim().split(/\s+/);
  const command: RegisteredCommand | undefined = world.findCommand(name ?? '', 1, guildId);
  if (!command) {
    const known = [...world.globalCommands, ...((guildId ? world.guildCommands.get(guildId) : undefined) ?? [])].map(
      (c) => c.name,
    );
    throw new Error(`stand-in: /${name} is not registered (registered: ${known.join(', ') || 'none'})`);
  }
  // Walk down subcommand groups/subcommands, keeping the wrapper options to nest into.
  let defs = command.options;
  const wrappers: JsonObject[] = [];
  for (const segment of path) {
    const def = defs?.find(
      (d) => d.name === segment && (d.type === OptionType.Subcommand || d.type === OptionType.SubcommandGroup),
    );
    if (!def) throw new Error(`stand-in: /${command.name} has no subcommand "${segment}" on path "${commandLine}"`);
    wrappers.push({ name: def.name, type: def.type, options: [] });
    defs = def.options ?? [];
  }
  if (defs?.some((d) => d.type === OptionType.Subcommand || d.type === OptionType.SubcommandGroup)) {
    throw new Error(`stand-in: /${commandLine} needs a subcommand`);
  }
  const built = buildOptions(world, commandLine, defs, values, focused);
  let options: JsonObject[] = built.options;
  for (const wrapper of wrappers.reverse()) {
    wrapper.options = options;
    options = [wrapper];
  }
  const data: JsonObject = { id: command.id, name: command.name, type: command.type, options };
  if (command.guild_id) data.guild_id = command.guild_id;
  if (built.resolved) data.resolved = built.resolved;
  return data;
}

export function commandInteraction(world: World, record: InteractionRecord, data: JsonObject): JsonObject {
  return baseInteraction(world, record, data);
}

export function componentInteraction(
  world: World,
  record: InteractionRecord,
  message: StandinMessage,
  data: JsonObject,
): JsonObject {
  return { ...baseInteraction(world, record, data), message: messagePayload(message) };
}

export interface FoundComponent {
  type: number;
  custom_id?: string;
  label?: string;
  style?: number;
  disabled?: boolean;
  url?: string;
  options?: JsonValue;
}

/** Every interactive component in a message, at any nesting depth (rows or Components V2). */
export function componentsOf(message: StandinMessage): FoundComponent[] {
  const found: FoundComponent[] = [];
  const walk = (nodes: JsonValue | undefined): void => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (typeof node !== 'object' || node === null || Array.isArray(node)) continue;
      if (typeof node.type === 'number' && [2, 3, 5, 6, 7, 8].includes(node.type)) {
        found.push(node as unknown as FoundComponent);
      }
      walk(node.components);
      if (typeof node.accessory === 'object' && node.accessory !== null) walk([node.accessory]);
    }
  };
  walk(message.components);
  return found;
}
