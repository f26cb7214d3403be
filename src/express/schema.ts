// The stored-state schema (zod): `migrate` parses any stored Risk Express state through it.
import { z } from 'zod';
import { expressContent } from './cards.js';
import { FACES } from './faces.js';
import type { ExpressState } from './types.js';

const face = z.enum(FACES);
const seat = z.number().int().min(0).max(4);
const lines = z.array(z.array(face).nullable());

export const stateSchema = z.object({
  schemaVersion: z.literal(1),
  game: z.literal('express'),
  options: z.object({ continueFailed: z.boolean() }),
  seats: z
    .array(z.object({ name: z.string(), kind: z.enum(['human', 'ai']), ai: z.string().optional() }))
    .min(2)
    .max(5),
  rng: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  owners: z
    .record(z.string(), seat.nullable())
    .refine(
      (o) => expressContent().cards.every((c) => c.id in o) && Object.keys(o).length === expressContent().cards.length,
      'owners must list every card once',
    ),
  closed: z.array(z.string()),
  order: z.array(seat),
  turnIndex: z.number().int().min(0),
  round: z.number().int().min(1),
  current: seat,
  phase: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('start') }),
    z.object({ kind: z.literal('rolling') }),
    z.object({ kind: z.literal('over') }),
  ]),
  attempt: z
    .object({
      target: z.string().nullable(),
      needGeneral: z.boolean(),
      lines,
      tray: z.array(face),
      aside: z.array(face),
    })
    .nullable(),
  failed: z.object({ by: seat, target: z.string(), needGeneral: z.boolean(), lines }).nullable(),
});

// A compile-time check that the schema and the state type agree.
type Parsed = z.infer<typeof stateSchema>;
export const schemaMatches: Parsed extends ExpressState ? (ExpressState extends Parsed ? true : false) : false = true;
