// Where games live, from the environment: STORE_URL wins; otherwise a SQLite file under
// DATA_DIR (default ./data), in games/ which .gitignore keeps out of the repository.
import { join } from 'node:path';

export const DEFAULT_DB_FILE = 'games/risk.sqlite';

export function storeUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env.STORE_URL?.trim();
  if (explicit) return explicit;
  return `sqlite://${join(env.DATA_DIR?.trim() || 'data', DEFAULT_DB_FILE)}`;
}
