// The prefs store (server settings, a player's time) against SQLite, Redis and PostgreSQL alike:
// a document per (kind, id), replaced whole, deleted with null; kinds and
// stores do not mix.
import { describe, expect, it } from 'vitest';
import { available, backends } from './backends.ts';

for (const backend of backends) {
  describe.runIf(available(backend))(`prefs store: ${backend.name}`, () => {
    it('keeps one document per kind and id, replaces it, deletes it with null', async () => {
      const store = await (await backend.fresh()).open();
      try {
        const prefs = store.prefs!();
        expect(await prefs.get('server', 'g1')).toBeUndefined();
        await prefs.put('server', 'g1', JSON.stringify({ ruleset: 'missions' }));
        await prefs.put('server', 'g2', JSON.stringify({ language: 'fr' }));
        await prefs.put('player', 'g1', JSON.stringify({ tz: 'Europe/Paris' }));
        await prefs.put('server', 'g1', JSON.stringify({ ruleset: 'risiko', season: { number: 2, startedAt: 5 } }));
        expect(JSON.parse((await prefs.get('server', 'g1'))!)).toEqual({
          ruleset: 'risiko',
          season: { number: 2, startedAt: 5 },
        });
        expect(JSON.parse((await prefs.get('player', 'g1'))!)).toEqual({ tz: 'Europe/Paris' });
        await prefs.put('server', 'g2', null);
        expect(await prefs.get('server', 'g2')).toBeUndefined();
        expect(JSON.parse((await prefs.get('server', 'g1'))!).ruleset).toBe('risiko');
      } finally {
        await store.close();
      }
    });
  });
}
