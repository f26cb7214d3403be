// The bots' worker threads run compiled (test/setup-workers.ts); first, so the threads started by
// the modules below find the build.
import './setup-workers.ts';
// Every test file plays games: load the ruleset registry, which installs the engine's ruleset
// lookup (src/engine/ruleset-source.ts), as the product's entry points do.
import '../src/rules/registry.js';
// …and the presenters, which the bot's dispatcher registers (src/discord/commands.ts): a test that
// presents a game without going through it still finds them.
import '../src/discord/games/built-in.js';
