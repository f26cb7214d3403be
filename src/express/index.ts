// Risk Express: a push-your-luck dice game, the second game behind the GameDefinition interface.
export { expressGame, type ExpressDefinition } from './definition.js';
export { EXPRESS, type CardDef, type CardId, type ContinentDef } from './cards.js';
export { FACES, DICE, type Face } from './faces.js';
export type { Line } from './lines.js';
export { CardOdds } from './odds.js';
export { choiceValues, conquestChance, freshValue, gainOf, type ChoiceValue } from './ev.js';
export { diceCount, fillOptions, legalActions, scores } from './rules.js';
export * from './types.js';
