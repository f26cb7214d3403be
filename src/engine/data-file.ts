// Reading a data file of the game's content (missions, card effects): its schema first, then the
// loader's own checks against the board, each failure naming the file and the field.
import type { z } from 'zod';

/**
 * Parse options for a file read once per process: zod compiles an object schema into a fast
 * parser (`new Function`) on its first parse, which costs more than reading the file without
 * it (the engine's data is read at every process's and worker thread's start).
 */
export const ONCE = { jitless: true } as const;

/** Throws the error a data file's loader reports: `file: invalid field "field": detail`. */
export type DataFail = (field: string, detail: string) => never;

export const dataFail =
  (file: string): DataFail =>
  (field, detail) => {
    throw new Error(`${file}: invalid field "${field}": ${detail}`);
  };

/** The file's content as the schema reads it, or the error naming its first bad field. */
export function parseDataFile<S extends z.ZodType>(schema: S, json: unknown, file: string): z.infer<S> {
  const r = schema.safeParse(json, ONCE);
  if (!r.success) {
    const issue = r.error.issues[0];
    dataFail(file)(issue.path.join('.') || '(root)', issue.message);
  }
  return r.data as z.infer<S>;
}
