// Configuration from the environment. The entry points (`npm start`, `deploy-commands`,
// `invite-url`, `start:sharded`) call loadDotEnv() first, so a `.env` next to README.md is
// enough; variables already set in the environment win over the file.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { fromPackageRoot } from './package-root.js';

export interface Config {
  token: string | null;
  clientId: string | null;
  guildId: string | null;
  storeUrl: string | null;
  apiUrl: string | null;
}

/** The project's `.env` (next to README.md). */
export const DOTENV_PATH = fileURLToPath(fromPackageRoot('.env'));

/** Loads `.env` into process.env when it exists (Node's own parser, Node ≥ 20.12); returns whether it did. */
export function loadDotEnv(path = DOTENV_PATH): boolean {
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const get = (k: string) => env[k]?.trim() || null;
  return {
    token: get('DISCORD_TOKEN'),
    clientId: get('DISCORD_CLIENT_ID'),
    guildId: get('DISCORD_GUILD_ID'),
    storeUrl: get('STORE_URL'),
    apiUrl: get('DISCORD_API_URL'),
  };
}

/**
 * Permissions the bot needs: View Channel, Send Messages, Send Messages in Threads, Embed Links,
 * Attach Files, Create Public Threads (a tournament's tables each play in a thread).
 */
export const BOT_PERMISSIONS = (1n << 10n) | (1n << 11n) | (1n << 38n) | (1n << 14n) | (1n << 15n) | (1n << 35n);

export function inviteUrl(clientId: string): string {
  return `https://discord.com/oauth2/authorize?client_id=${encodeURIComponent(clientId)}&scope=bot%20applications.commands&permissions=${BOT_PERMISSIONS}`;
}
