// /risk tournament new|join|leave|start|standings|cancel: routed to src/discord/tournament.
import { tournamentChange, tournamentNew, tournamentStandings } from '../../src/discord/tournament/actions.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';

export function tournament(ctx: CommandContext, opts: OptionValues): Promise<void> {
  switch (opts.subcommand) {
    case 'new':
      return tournamentNew(ctx, opts);
    case 'standings':
      return tournamentStandings(ctx);
    case 'join':
    case 'leave':
    case 'start':
    case 'cancel':
      return tournamentChange(ctx, opts.subcommand);
    default:
      return tournamentStandings(ctx);
  }
}
