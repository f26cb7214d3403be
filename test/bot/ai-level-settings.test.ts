// /risk settings ai_level (issue 27): the host sets the game's AI level, in the lobby or during
// the game; the AI seats at the game's level follow it, a seat added at another level keeps
// its own; the answer names the level in the reader's language; anyone else is refused, and
// Risk Express (one AI) refuses the option saying what it allows, the game unchanged.
import { afterEach, describe, expect, it } from 'vitest';
import { closeTables, openTable } from './table.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(closeTables);

describe('/risk settings ai_level', () => {
  it('sets the game’s level: its AI seats follow, another level’s seat stays; refused for others and for Express', async () => {
    const { d, bot } = await openTable(9300, { channels: ['risk', 'express'] }, { images: freeImages });
    const [ch, ex] = d.channels.map((c) => c.id);
    const alice = d.makeUser('alice', 'fr');
    const bob = d.makeUser('bob', 'it');
    const svc = bot.service;
    await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' });
    const host = { id: alice.id, name: 'alice', locale: 'fr' as const };
    expect((await svc.addAi(ch, host, false)).ok).toBe(true); // the game's level (normal)
    expect((await svc.addAi(ch, host, false, 'easy')).ok).toBe(true);
    await d.slash(bob, 'risk join');

    // bob is not the host: refused, nothing changed
    const refused = await d.slash(bob, 'risk settings', { ai_level: 'hard' });
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply!.content).toBe('Solo l’ospite (o un membro con Gestire il server) può farlo.');
    expect((await svc.get(ch))!.settings.aiLevel).toBeUndefined();

    const set = await d.slash(alice, 'risk settings', { ai_level: 'hard' });
    expect(set.ephemeral).toBe(true);
    expect(set.reply!.content).toContain('Niveau de l’IA : **Difficile**');
    let r = (await svc.get(ch))!;
    expect(r.settings.aiLevel).toBe('hard');
    expect(r.seats.filter((s) => s.kind === 'ai').map((s) => s.ai)).toEqual(['hard', 'easy']);

    // during the game too: back to normal, the easy seat still easy
    await d.slash(alice, 'risk start');
    expect((await d.slash(alice, 'risk settings', { ai_level: 'normal' })).reply!.content).toContain(
      'Niveau de l’IA : **Normal**',
    );
    r = (await svc.get(ch))!;
    expect(r.status).toBe('playing');
    expect(r.seats.filter((s) => s.kind === 'ai').map((s) => s.ai)).toEqual(['normal', 'easy']);

    // Risk Express keeps one AI: refused, with what is allowed, the game unchanged
    await d.slash(alice, 'risk new', { ruleset: 'express' }, { channelId: ex });
    const express = await d.slash(alice, 'risk settings', { ai_level: 'hard' }, { channelId: ex });
    expect(express.reply!.content).toMatch(/^Cette variante n’offre pas cette valeur pour ai_level\./);
    expect((await svc.get(ex))!.settings.aiLevel).toBeUndefined();
  });
});
