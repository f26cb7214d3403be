// Store failures are infrastructure, not game rules: they are thrown, but as one class with a
// code so the bot's error triage can tell "disk full" from "record from a newer bot".

export type StoreErrorCode =
  /** The backend failed (open, read, write): disk, permissions, connection. */
  | 'IO'
  /** STORE_URL could not be understood. */
  | 'BAD_URL'
  /** STORE_URL names an adapter package that is not installed. */
  | 'ADAPTER_MISSING'
  /** The adapter cannot enumerate keys, so list() cannot work. */
  | 'NO_ITERATOR'
  /** A stored record is not an object, or failed validation after migration. */
  | 'INVALID_RECORD'
  /** No migration registered from a record's schemaVersion. */
  | 'NO_MIGRATION'
  /** A record was written by a newer bot; refusing it avoids silently downgrading it. */
  | 'FUTURE_SCHEMA'
  /** set() was given a record not at the current schemaVersion. */
  | 'SCHEMA_MISMATCH'
  /** withGame() called for a game inside its own withGame(): it would wait for itself forever. */
  | 'REENTRANT'
  | 'CLOSED';

export class StoreError extends Error {
  override readonly name = 'StoreError';

  constructor(
    readonly code: StoreErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Wraps a backend failure, keeping the original as `cause` and in the message. */
export function ioError(action: string, cause: unknown): StoreError {
  if (cause instanceof StoreError) return cause;
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new StoreError('IO', `store: ${action} failed: ${detail}`, { cause });
}
