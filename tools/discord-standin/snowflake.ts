// Snowflakes shaped like Discord's (timestamp << 22 | counter), as strings: discord.js sorts
// and compares them as BigInts and derives createdAt from them, so random ids would not do.
const DISCORD_EPOCH = 1_420_070_400_000n;
let counter = 0n;

export function snowflake(now: number = Date.now()): string {
  counter = (counter + 1n) & 0xfffn;
  return (((BigInt(now) - DISCORD_EPOCH) << 22n) | (1n << 17n) | counter).toString();
}

/** Discord routes a guild to shard (guild_id >> 22) % shard_count; DMs go to shard 0. */
export function shardOf(guildId: string | null, shardCount: number): number {
  if (!guildId || shardCount <= 1) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

/** A snowflake whose guild would be routed to `shard` of `shardCount` (its timestamp is picked). */
export function snowflakeOnShard(shard: number, shardCount: number, now: number = Date.now()): string {
  if (shardCount <= 1) return snowflake(now);
  const ms = BigInt(now) - DISCORD_EPOCH;
  const step = (BigInt(shard) - (ms % BigInt(shardCount)) + BigInt(shardCount)) % BigInt(shardCount);
  return snowflake(now + Number(step));
}

/** An opaque token for interactions and sessions; unguessable is not a goal here. */
export function token(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 12)}`;
}
