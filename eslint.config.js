// Lint: typescript-eslint's recommended rules, plus the layering of docs/architecture.md as
// errors — each folder may import only from the layers below it:
//
//   commands/ ─► src/discord/ ─► src/app/ ─► src/rules/ (+ src/game/, src/express/) ─► src/engine/
//   (src/engine takes only types from src/rules: the registry installs its ruleset lookup,
//   src/engine/ruleset-source.ts)
//                    │               │
//                    ▼               ▼
//               src/render/      src/store/     (engine types only)
//
// The composition roots (src/main.ts, src/shard.ts, src/local/, scripts/, test/) may wire any
// layers together; scripts never import test code (shared harnesses live in tools/).
//
// Known exceptions, each named where it is allowed below:
// - src/render/samples.ts and src/render/bench.ts are tooling kept beside the renderer: they play
//   sample games to draw them, so they run the engine. The renderer itself reads engine types only.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** no-restricted-imports patterns: every group is a layer the folder must not reach. */
const layer = (dir) => ({
  app: { group: [`${dir}app/**`], message: 'src/app is above this layer.' },
  discord: { group: [`${dir}discord/**`], message: 'src/discord (presenters, router) is above this layer.' },
  render: { group: [`${dir}render/**`], message: 'src/render is a side layer: only src/app and src/discord use it.' },
  store: { group: [`${dir}store/**`], message: 'src/store is a side layer: only src/app and the bootstrap use it.' },
  local: { group: [`${dir}local/**`], message: 'src/local is a composition root: nothing imports it.' },
  commands: {
    group: ['**/commands/**', '!./commands/**'],
    message: 'commands/ is the top layer: it is wired in by the composition roots only.',
  },
  test: { group: ['**/test/**'], message: 'Product code never imports test code.' },
});

const IO = [
  { name: 'discord.js', message: 'The engine is pure: no Discord.' },
  { name: '@discordjs/rest', message: 'The engine is pure: no Discord.' },
  { name: '@napi-rs/canvas', message: 'The engine is pure: no canvas.' },
  { name: 'keyv', message: 'The engine is pure: no storage.' },
  { name: '@keyv/sqlite', message: 'The engine is pure: no storage.' },
  { name: 'fs', message: 'The engine is pure: no file system.' },
  { name: 'node:fs', message: 'The engine is pure: no file system.' },
  { name: 'fs/promises', message: 'The engine is pure: no file system.' },
  { name: 'node:fs/promises', message: 'The engine is pure: no file system.' },
  { name: 'node:worker_threads', message: 'The engine is pure: no threads.' },
];

const restrict = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

/**
 * The presentation never runs the rules (#30): what applies an action or sets a game up, and the
 * modules holding the rules' moves, are out of reach of src/discord, src/web and commands/. A
 * move's preview is asked of the definition (src/game/map-queries.ts), a log is replayed by the
 * app (src/app/history.ts LogReplay). test/build/presenter-seams.test.ts counts the same, and the
 * calls of a definition's apply and setup.
 */
const runsNoRules = [
  {
    group: ['**/engine/**', '**/express/**'],
    importNames: ['applyAction', 'applyActionInPlace', 'newGame', 'replay', 'setupExpress', 'applyExpress'],
    message:
      'The presentation never runs the rules: ask the definition (preview, src/game/map-queries.ts) or the app (LogReplay).',
  },
  {
    group: [
      '**/engine/apply.js',
      '**/engine/replay.js',
      '**/engine/setup.js',
      '**/engine/turns.js',
      '**/engine/phases/**',
      '**/express/engine.js',
    ],
    allowTypeImports: true,
    message: "The presentation never runs the rules: these modules hold the rules' moves (types only here).",
  },
];

const src = layer('../');
const fromRoot = layer('../src/');

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'assets/**', 'docs/**', 'dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The plain JavaScript scripts run by node before anything is compiled (scripts/build.mjs, start.mjs).
  { files: ['**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The pure rules core: no I/O, no clock, no randomness but the game's own PRNG.
    files: [
      'src/engine/**/*.ts',
      'src/rules/**/*.ts',
      'src/express/**/*.ts',
      'src/game/**/*.ts',
      'src/tournament/**/*.ts',
      'src/ratings/**/*.ts',
    ],
    rules: {
      ...restrict(IO, [src.app, src.discord, src.render, src.store, src.local, src.commands, src.test]),
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Dice come from the PRNG in the game state (src/engine/rng.ts).',
        },
        { object: 'Date', property: 'now', message: 'Time comes in as ctx.now.' },
        { object: 'performance', property: 'now', message: 'Time comes in as ctx.now.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Time comes in as ctx.now.' },
      ],
    },
  },
  {
    // The engine receives its rulesets (src/engine/ruleset-source.ts): the rules sit above it.
    files: ['src/engine/**/*.ts'],
    rules: restrict(IO, [
      src.app,
      src.discord,
      src.render,
      src.store,
      src.local,
      src.commands,
      src.test,
      {
        group: ['../rules/**', '../../rules/**'],
        allowTypeImports: true,
        message:
          'src/engine imports nothing from src/rules but types: the registry installs its lookup (ruleset-source.ts).',
      },
    ]),
  },
  {
    // Use cases: generic over the game definition (src/game), the store and the renderer below;
    // nothing above. No game's rules or state shapes here: src/app asks the definition and its
    // host (src/game/host.ts) — a new game family plugs in without touching src/app.
    files: ['src/app/**/*.ts'],
    ignores: ['src/app/images.ts'],
    rules: {
      ...restrict(
        [{ name: 'discord.js', message: 'src/app is transport-agnostic: Discord lives in src/discord.' }],
        [
          src.discord,
          src.local,
          src.commands,
          src.test,
          {
            group: ['../engine/**', '../rules/**', '../ai/**', '../express/**'],
            message:
              'src/app is generic over the game definition: ask src/game (definitionFor, hostFor), never a game engine.',
          },
        ],
      ),
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='kind'][object.type='MemberExpression'][object.property.name='phase']",
          message:
            "src/app does not read a game's phase: ask the definition (outcome, waitingFor, deadlineKey) or its host.",
        },
      ],
    },
  },
  {
    // The renderer seam draws each game's public view: it names those view types, nothing else.
    files: ['src/app/images.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'discord.js', message: 'src/app is transport-agnostic.' }],
          patterns: [
            {
              group: ['../engine/**', '../express/**'],
              allowTypeImports: true,
              message: 'src/app/images.ts names view types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Side layers: they read engine types only (a render or a store never runs the rules).
    files: ['src/render/**/*.ts', 'src/store/**/*.ts'],
    ignores: ['src/render/samples.ts', 'src/render/bench.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'discord.js', message: 'No Discord below src/discord.' }],
          patterns: [
            {
              group: ['../engine/**', '../rules/**'],
              allowTypeImports: true,
              message: 'src/render and src/store read engine types only (import type).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/render/**/*.ts'],
    rules: restrict([], [src.store, src.app, src.discord, src.local, src.commands, src.test]),
  },
  {
    files: ['src/store/**/*.ts'],
    rules: restrict([], [src.render, src.app, src.discord, src.local, src.commands, src.test]),
  },
  {
    // The operator's figures (src/metrics): a side layer that the bootstrap, the router and the
    // web server feed; it knows nothing of games, Discord or the store.
    files: ['src/metrics/**/*.ts'],
    rules: restrict([], [src.app, src.discord, src.render, src.store, src.local, src.commands, src.test]),
  },
  {
    // Presenters and the router: never the command files above them.
    files: ['src/discord/**/*.ts'],
    rules: restrict([], [src.local, src.commands, src.test]),
  },
  {
    // The presenters and the web server read games; they never play them (runsNoRules above).
    files: ['src/discord/**/*.ts', 'src/web/**/*.ts'],
    ignores: ['src/web/client/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: runsNoRules }] },
  },
  {
    // The live map's server (src/web): beside src/discord, reading games through src/app and the
    // presenters; nothing above it, and never the local table.
    files: ['src/web/**/*.ts'],
    ignores: ['src/web/client/**'],
    rules: restrict([], [src.local, src.commands, src.test]),
  },
  {
    // The page's code runs in the browser (bundled by esbuild): no Node module, no server code;
    // it may name the payload types and share the board's colours, pieces (drawn through a pen)
    // and art types.
    files: ['src/web/client/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'The page runs in the browser.' },
            {
              regex: '^\\.\\./(?!\\.\\./render/(theme|icons|shapes)\\.js$)',
              allowTypeImports: true,
              message:
                'The page takes only types from the server (and the board colours and pieces, src/render/theme.ts, icons.ts, shapes.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Thin handlers: options → action → dispatch → presenter. Rules are asked of the engine
    // through src/discord, never computed here.
    files: ['commands/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            fromRoot.local,
            fromRoot.store,
            fromRoot.render,
            fromRoot.test,
            { group: ['../src/rules/**'], message: 'commands hold no rules: ask src/discord (queries.ts) instead.' },
            ...runsNoRules,
            {
              group: ['../src/engine/**', '../src/app/**'],
              allowTypeImports: true,
              message: 'commands hold no rules: engine and app values come through src/discord.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test harnesses shared by tests and scripts (the loopback Discord): no product code.
    files: ['tools/**/*.ts'],
    rules: restrict(
      [],
      [
        {
          group: ['../../src/**', '../../commands/**'],
          message: 'tools/ are stand-ins for the outside world: they do not import the bot.',
        },
        { group: ['../../test/**'], message: 'tools/ do not import test code.' },
      ],
    ),
  },
  {
    files: ['scripts/**/*.ts'],
    rules: restrict(
      [],
      [
        {
          group: ['../test/**', '**/test/**'],
          message: 'Scripts do not import test code: move what they share into src/.',
        },
      ],
    ),
  },
);
