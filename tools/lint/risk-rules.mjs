// The project's own lint rules (oxlint JS plugin, ESLint's rule API; .oxlintrc.json turns them
// on per folder). Two checks that no built-in oxlint rule writes: the pure core takes its time
// as ctx.now, and src/app never reads a game's phase.

/** `new Date(...)` in the pure rules core: a game replays from its log only if time comes in as ctx.now. */
const noNewDate = {
  meta: { type: 'problem', messages: { clock: 'Time comes in as ctx.now.' }, schema: [] },
  create(context) {
    return {
      NewExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'Date')
          context.report({ node, messageId: 'clock' });
      },
    };
  },
};

/** `x.phase.kind` in src/app: the app is generic over the game definition, which says what waits on whom. */
const noPhaseKind = {
  meta: {
    type: 'problem',
    messages: {
      phase: "src/app does not read a game's phase: ask the definition (outcome, waitingFor, deadlineKey) or its host.",
    },
    schema: [],
  },
  create(context) {
    const named = (n, name) =>
      (n.type === 'Identifier' && n.name === name) || (n.type === 'Literal' && n.value === name);
    return {
      MemberExpression(node) {
        const object = node.object;
        if (named(node.property, 'kind') && object.type === 'MemberExpression' && named(object.property, 'phase'))
          context.report({ node, messageId: 'phase' });
      },
    };
  },
};

export default { meta: { name: 'risk' }, rules: { 'no-new-date': noNewDate, 'no-phase-kind': noPhaseKind } };
