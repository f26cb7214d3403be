// Missions (seed 001) and RisiKo! objectives (seed 004): data, validated at load.
import { z } from 'zod';
import missionsJson from '../../data/missions-2000.json' with { type: 'json' };
import objectivesJson from '../../data/risiko-objectives.json' with { type: 'json' };
import type { ColourId } from './types.js';
import { ONCE } from './data-file.js';
import { lazyConstant, once } from './lazy.js';

const missionSchema = z.discriminatedUnion('type', [
  z.object({
    id: z.number().int(),
    type: z.literal('continents'),
    continents: z.array(z.string()).min(1),
    third_continent_of_choice: z.boolean(),
    en: z.string(),
    fr: z.string(),
  }),
  z.object({
    id: z.number().int(),
    type: z.literal('territories'),
    count: z.number().int().positive(),
    min_armies_each: z.number().int().positive(),
    en: z.string(),
    fr: z.string(),
  }),
  z.object({
    id: z.number().int(),
    type: z.literal('destroy'),
    target_colour_en: z.string(),
    en: z.string(),
    fr: z.string(),
  }),
]);
const missionsFileSchema = z.object({ missions: z.array(missionSchema).min(1) });

const objectivesFileSchema = z.object({
  objectives: z.object({
    objectives: z
      .array(
        z.object({
          number: z.number().int(),
          name: z.string(),
          territories: z.array(z.string()).min(1),
          points: z.number(),
        }),
      )
      .min(1),
  }),
});

export type MissionDef =
  | { id: number; type: 'continents'; continents: string[]; anyThird: boolean; text: { en: string; fr: string } }
  | { id: number; type: 'territories'; count: number; minArmies: number; text: { en: string; fr: string } }
  | { id: number; type: 'destroy'; colour: ColourId; text: { en: string; fr: string } };

export interface ObjectiveDef {
  number: number;
  name: string;
  territories: string[];
  points: number;
}

function parseOrThrow<T>(schema: z.ZodType<T>, json: unknown, file: string): T {
  const r = schema.safeParse(json, ONCE);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`${file}: invalid field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  return r.data;
}

function colourOf(name: string): ColourId {
  const first = name.split(' ')[0];
  const map: Record<string, ColourId> = {
    yellow: 'yellow',
    red: 'red',
    blue: 'blue',
    black: 'black',
    purple: 'violet',
    violet: 'violet',
    green: 'green',
  };
  const c = map[first];
  if (!c) throw new Error(`data/missions-2000.json: unknown colour "${name}"`);
  return c;
}

export function parseMissions(json: unknown, file = 'data/missions-2000.json'): MissionDef[] {
  return parseOrThrow(missionsFileSchema, json, file).missions.map((m): MissionDef => {
    const text = { en: m.en, fr: m.fr };
    switch (m.type) {
      case 'continents':
        return { id: m.id, type: 'continents', continents: m.continents, anyThird: m.third_continent_of_choice, text };
      case 'territories':
        return { id: m.id, type: 'territories', count: m.count, minArmies: m.min_armies_each, text };
      case 'destroy':
        return { id: m.id, type: 'destroy', colour: colourOf(m.target_colour_en), text };
    }
  });
}

export function parseObjectives(json: unknown, file = 'data/risiko-objectives.json'): ObjectiveDef[] {
  return parseOrThrow(objectivesFileSchema, json, file).objectives.objectives.map((o) => ({ ...o }));
}

const missionDefs = once((): readonly MissionDef[] => parseMissions(missionsJson));
const objectiveDefs = once((): readonly ObjectiveDef[] => parseObjectives(objectivesJson));
export const MISSIONS: readonly MissionDef[] = lazyConstant('array', missionDefs);
export const OBJECTIVES: readonly ObjectiveDef[] = lazyConstant('array', objectiveDefs);

export function missionById(id: number): MissionDef {
  const m = missionDefs().find((x) => x.id === id);
  if (!m) throw new Error(`unknown mission ${id}`);
  return m;
}

export function objectiveByNumber(n: number): ObjectiveDef {
  const o = objectiveDefs().find((x) => x.number === n);
  if (!o) throw new Error(`unknown objective ${n}`);
  return o;
}

/** M-6 fallback: conquer 24 territories. */
export const FALLBACK_MISSION: MissionDef = {
  id: 7,
  type: 'territories',
  count: 24,
  minArmies: 1,
  text: { en: 'Conquer 24 territories of your choice.', fr: 'Vous devez conquérir 24 territoires aux choix.' },
};
