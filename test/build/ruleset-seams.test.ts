// #30: options, the team rule and ruleset names go through the rulesets. Read from the sources
// on disk with the TypeScript parser (comments and strings never count), over src/ outside the
// rulesets (src/rules), Risk Express's own rules core (src/express: its options are its rules')
// and any plugins folder:
// - no game option is read: `x.options.K` / `x.options?.K` / `x.options[k]`, `const { K } =
//   x.options`, or `o.K` through an alias `const o = x.options` (K an option key of any ruleset
//   or of Risk Express), where the options are asked through the ruleset (src/rules/features.ts:
//   `featuresOf(state)`, `requestedFeatures(id, options)`) instead;
// - `teamGame(` is called, and a ruleset's `teamPlay` read, nowhere but in
//   src/engine/relations.ts (the one team relation: the engine, the lobby and the ratings ask it);
// - no comparison of a ruleset with a ruleset's id (`r.ruleset === 'risiko'`, `switch (ruleset)
//   case 'missions'`, `new Set(['napoleon-teams']).has(ruleset)`): a ruleset declares the
//   capability instead.
// The counters are proved on a sample written the old way (`counts` below), so a checker that
// sees nothing cannot pass.
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getRuleset, rulesetIds } from '../../src/rules/registry.js';
import { DEFAULT_OPTIONS as EXPRESS_OPTIONS } from '../../src/express/engine.js';
import { filesUnder, ROOT, sourceOf } from '../import-graph.ts';

const OPTION_KEYS = new Set<string>([
  ...rulesetIds.flatMap((id) => [...Object.keys(getRuleset(id).defaults), ...Object.keys(getRuleset(id).choices)]),
  ...Object.keys(EXPRESS_OPTIONS),
]);
const RULESET_IDS = new Set<string>(rulesetIds);

/** Files whose option reads, team-rule calls and name comparisons are the rulesets' own. */
const OWN = [join('src', 'rules') + sep, join('src', 'express') + sep, `${sep}plugins${sep}`];
const checked = (): string[] =>
  filesUnder(join(ROOT, 'src')).filter((f) => !OWN.some((own) => relative(ROOT, f).includes(own) || f.includes(own)));

/** `e` without parentheses, `as`, `!` and `satisfies` around it. */
function bare(e: ts.Expression): ts.Expression {
  while (
    ts.isParenthesizedExpression(e) ||
    ts.isAsExpression(e) ||
    ts.isNonNullExpression(e) ||
    ts.isSatisfiesExpression(e) ||
    ts.isTypeAssertionExpression(e)
  )
    e = e.expression;
  return e;
}

const isOptionsAccess = (e: ts.Expression): boolean => {
  const b = bare(e);
  return ts.isPropertyAccessExpression(b) && b.name.text === 'options';
};

const mentionsRuleset = (e: ts.Expression): boolean => /ruleset/i.test(bare(e).getText());

/** `options[k]` reads an option when `k` names one (a literal key, or a variable holding a key): not a menu's `options[0]`. */
const optionKeyArgument = (e: ts.Expression): boolean => {
  const b = bare(e);
  if (ts.isStringLiteral(b)) return OPTION_KEYS.has(b.text);
  return ts.isIdentifier(b) && /key|option/i.test(b.text);
};

const isRulesetId = (e: ts.Expression): boolean => {
  const b = bare(e);
  return (ts.isStringLiteral(b) || ts.isNoSubstitutionTemplateLiteral(b)) && RULESET_IDS.has(b.text);
};

export interface Found {
  optionReads: string[];
  teamGameCalls: string[];
  teamPlayReads: string[];
  nameComparisons: string[];
}

/**
 * Whether `text` can hold anything `counts` looks for: an option read says `options`, the team rule
 * `teamGame` or `teamPlay`, a name comparison quotes a ruleset id beside an expression that says
 * `ruleset`. A file that can hold none is not parsed.
 */
const mayBreak = (text: string): boolean =>
  /options|teamGame|teamPlay/.test(text) ||
  (/ruleset/i.test(text) &&
    [...RULESET_IDS].some((id) => [`'${id}'`, `"${id}"`, `\`${id}\``].some((q) => text.includes(q))));

/** What one source breaks, each as "line: code". */
export function counts(name: string, text: string): Found {
  const out: Found = { optionReads: [], teamGameCalls: [], teamPlayReads: [], nameComparisons: [] };
  if (!mayBreak(text)) return out;
  const source = sourceOf(name, text);
  const at = (n: ts.Node) => `${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: ${n.getText()}`;
  const aliases = new Set<string>(); // names bound to a game's options
  const nameLists = new Set<string>(); // names bound to a list or set of ruleset ids
  const listOfIds = (e: ts.Expression): boolean => {
    const b = bare(e);
    if (ts.isArrayLiteralExpression(b)) return b.elements.some((x) => isRulesetId(x as ts.Expression));
    if (ts.isNewExpression(b) && b.arguments?.length) return listOfIds(b.arguments[0]);
    return ts.isIdentifier(b) && nameLists.has(b.text);
  };
  // First pass: the aliases and the lists of names (declared anywhere in the file).
  const bindings = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && node.initializer) {
      if (ts.isIdentifier(node.name) && isOptionsAccess(node.initializer)) aliases.add(node.name.text);
      if (ts.isIdentifier(node.name) && listOfIds(node.initializer)) nameLists.add(node.name.text);
    }
    if (ts.isBindingElement(node) && ts.isIdentifier(node.name)) {
      const prop = node.propertyName && ts.isIdentifier(node.propertyName) ? node.propertyName.text : node.name.text;
      if (prop === 'options') aliases.add(node.name.text);
    }
    ts.forEachChild(node, bindings);
  };
  bindings(source);
  const isOptionsObject = (e: ts.Expression): boolean => {
    const b = bare(e);
    return isOptionsAccess(b) || (ts.isIdentifier(b) && aliases.has(b.text));
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && OPTION_KEYS.has(node.name.text) && isOptionsObject(node.expression))
      out.optionReads.push(at(node));
    else if (
      ts.isElementAccessExpression(node) &&
      isOptionsObject(node.expression) &&
      optionKeyArgument(node.argumentExpression)
    )
      out.optionReads.push(at(node));
    else if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      isOptionsAccess(node.initializer) &&
      node.name.elements.some((el) => OPTION_KEYS.has((el.propertyName ?? el.name).getText()))
    )
      out.optionReads.push(at(node));
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'teamGame')
      out.teamGameCalls.push(at(node));
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'teamPlay') out.teamPlayReads.push(at(node));
    if (ts.isBinaryExpression(node)) {
      const op = node.operatorToken.kind;
      const equality =
        op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
        op === ts.SyntaxKind.EqualsEqualsToken ||
        op === ts.SyntaxKind.ExclamationEqualsToken;
      if (
        equality &&
        ((isRulesetId(node.left) && mentionsRuleset(node.right)) ||
          (isRulesetId(node.right) && mentionsRuleset(node.left)))
      )
        out.nameComparisons.push(at(node));
    }
    if (ts.isSwitchStatement(node) && mentionsRuleset(node.expression))
      for (const clause of node.caseBlock.clauses)
        if (ts.isCaseClause(clause) && isRulesetId(clause.expression)) out.nameComparisons.push(at(clause.expression));
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['has', 'includes'].includes(node.expression.name.text) &&
      node.arguments.length === 1 &&
      mentionsRuleset(node.arguments[0]) &&
      listOfIds(node.expression.expression)
    )
      out.nameComparisons.push(at(node));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('options, the team rule and ruleset names go through the rulesets', () => {
  const found = checked().map((f) => ({ file: relative(ROOT, f), ...counts(f, readFileSync(f, 'utf8')) }));
  const list = (key: keyof Found) => found.flatMap((f) => f[key].map((x) => `${f.file}:${x}`));

  it('no game option is read outside the rulesets (they answer through featuresOf / requestedFeatures)', () => {
    expect(list('optionReads')).toEqual([]);
  });

  it('teamGame( is asked only in src/engine/relations.ts, the one source of the team relation', () => {
    const elsewhere = (key: keyof Found) =>
      list(key).filter((x) => !x.startsWith(join('src', 'engine', 'relations.ts')));
    expect(elsewhere('teamGameCalls')).toEqual([]);
    expect(elsewhere('teamPlayReads')).toEqual([]);
    const relations = readFileSync(join(ROOT, 'src/engine/relations.ts'), 'utf8');
    expect(counts('relations.ts', relations).teamGameCalls.length).toBeGreaterThan(0);
  });

  it('no code compares a ruleset with a ruleset id: rulesets declare capabilities', () => {
    expect(list('nameComparisons')).toEqual([]);
  });

  it('the counters see each form written the old way (and not its sound neighbours)', () => {
    const old = counts(
      'old.ts',
      `
      const cap = s.options.territoryCap;
      if (r.options?.fog === true) x();
      const v = s.options[key];
      const { capitals, setup } = s.options;
      const o = state.options; if (o.cardReroll) y();
      if (teamGame(s)) z();
      const team = getRuleset(r.ruleset).teamPlay === true ? i % 2 : null;
      if (r.ruleset === 'napoleon-campaign') w();
      if ('risiko' !== t.ruleset) w();
      switch (input.ruleset) { case 'missions': break; }
      const TEAM = new Set(['napoleon-teams']); if (TEAM.has(ruleset)) w();
      // s.options.fog === true; ruleset === 'classic' (a comment is no read)
      const i = interaction.options.getFocused(true);
      const pick = menu.options[0];
      if (kind === 'capitals' || goal === 'missions') w();
      const f = featuresOf(s).territoryCap;
      `,
    );
    expect(old.optionReads).toHaveLength(5);
    expect(old.teamGameCalls).toHaveLength(1);
    expect(old.teamPlayReads).toHaveLength(1);
    expect(old.nameComparisons).toHaveLength(4);
  });
});
