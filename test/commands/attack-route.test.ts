// /attack and /blitz name their source and target the same way (commands/options/attack-route.ts).
import { describe, expect, it } from 'vitest';
import { commandTable } from '../../commands/index.ts';

const optionsOf = (name: string) => commandTable.get(name)!.data.toJSON().options ?? [];

describe('attack route options', () => {
  it('C-ATK-1: /attack and /blitz offer the same required, autocompleted from/to options in en/fr/it', () => {
    const attack = optionsOf('attack').slice(0, 2);
    const blitz = optionsOf('blitz').slice(0, 2);
    expect(blitz).toEqual(attack);
    expect(attack).toMatchObject([
      {
        name: 'from',
        name_localizations: { fr: 'depuis', it: 'da' },
        description: 'Your attacking territory',
        description_localizations: { fr: 'Votre territoire attaquant', it: 'Il tuo territorio attaccante' },
        required: true,
        autocomplete: true,
      },
      {
        name: 'to',
        name_localizations: { fr: 'vers', it: 'verso' },
        description: 'The enemy territory',
        description_localizations: { fr: 'Le territoire ennemi', it: 'Il territorio nemico' },
        required: true,
        autocomplete: true,
      },
    ]);
    // The third option is each command's own: dice for /attack, the stop for /blitz.
    expect(optionsOf('attack')[2]).toMatchObject({ name: 'dice' });
    expect(optionsOf('blitz')[2]).toMatchObject({ name: 'stop_at' });
  });
});
