// Seed 002, Risk Napoléon — teams: 4 or 6 players in two teams seated alternately (NT-*).
import { napoleon } from './napoleon.js';
import type { Ruleset } from './ruleset.js';
import { fixedSets } from './card-values.js';
import { teamsPlugin } from '../engine/teams/plugin.js';

export const napoleonTeams: Ruleset = {
  ...napoleon,
  id: 'napoleon-teams',
  ruleIds: ['NT-1', 'NT-2', 'NT-3', 'NT-4', 'NT-5', 'NT-6', 'N-SET-1, N-CRD-2, N-ATK-*, N-FOR-1 as napoleon'],
  // NT-6: no Golden Cavalier; sets are priced by their symbols as in the missions game (NM-2).
  defaults: { ...napoleon.defaults, cardValues: 'fixed' },
  plugins: [fixedSets, teamsPlugin], // NT-6; NT-3, NT-5
  minPlayers: 4,
  maxPlayers: 6,
  playerCounts: [4, 6],
  teamPlay: true,
  // Seats alternate between the teams (NT-1): team A the warm colours (vermilion, yellow,
  // reddish purple), team B the cool and dark ones (blue, bluish green, black).
  teamColours: ['red', 'blue', 'yellow', 'green', 'violet', 'black'],
  goal: () => 'conquest', // NT-5 ends the game first (checked on elimination)
};
