// Loading a record: migrate it step by step to the current schema, then validate it.
import { StoreError } from './errors.ts';
import type { RawRecord, RecordCodecOptions, VersionedRecord } from './types.ts';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Applies migrations[n] for n from the record's version up to `target`. */
export function migrate(
  record: unknown,
  target: number,
  migrations: RecordCodecOptions<VersionedRecord>['migrations'] = {},
): RawRecord {
  if (!isObject(record)) throw new StoreError('INVALID_RECORD', 'store: a stored record is not a JSON object');
  // Records from before versioning have no field: they are version 0.
  const start = record.schemaVersion ?? 0;
  if (typeof start !== 'number' || !Number.isInteger(start) || start < 0) {
    throw new StoreError('INVALID_RECORD', `store: bad schemaVersion ${JSON.stringify(start)}`);
  }
  if (start > target) {
    throw new StoreError('FUTURE_SCHEMA', `store: record has schemaVersion ${start}, this build reads up to ${target}`);
  }
  let current: RawRecord = { ...record, schemaVersion: start };
  for (let version = start; version < target; version += 1) {
    const step = migrations[version];
    if (!step)
      throw new StoreError('NO_MIGRATION', `store: no migration from schemaVersion ${version} to ${version + 1}`);
    const next = step(current);
    if (!isObject(next))
      throw new StoreError('INVALID_RECORD', `store: migration ${version}→${version + 1} did not return an object`);
    current = { ...next, schemaVersion: version + 1 };
  }
  return current;
}

export class RecordCodec<R extends VersionedRecord> {
  constructor(private readonly options: RecordCodecOptions<R>) {}

  get schemaVersion(): number {
    return this.options.schemaVersion;
  }

  decode(raw: unknown, gameId: string): R {
    const migrated = migrate(raw, this.options.schemaVersion, this.options.migrations);
    if (!this.options.validate) return migrated as unknown as R;
    try {
      return this.options.validate(migrated);
    } catch (cause) {
      const detail = cause instanceof Error ? cause.message : String(cause);
      throw new StoreError('INVALID_RECORD', `store: game ${gameId} failed validation: ${detail}`, { cause });
    }
  }

  /** Only current-schema records are written, so nothing old sneaks back in. */
  encode(record: R, gameId: string): R {
    if (record.schemaVersion !== this.options.schemaVersion) {
      throw new StoreError(
        'SCHEMA_MISMATCH',
        `store: game ${gameId} has schemaVersion ${record.schemaVersion}, expected ${this.options.schemaVersion}`,
      );
    }
    return record;
  }
}
