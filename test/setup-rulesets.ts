// Every test file plays games: load the ruleset registry, which installs the engine's ruleset
// lookup (src/engine/ruleset-source.ts), as the product's entry points do.
import '../src/rules/registry.js';
