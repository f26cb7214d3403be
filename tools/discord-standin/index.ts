// The stand-in's public surface for tests. See README.md in this folder.
export {
  startStandin,
  buttons,
  components,
  MessageFlag,
  type Standin,
  type StandinGuildInfo,
  type StandinOptions,
} from './standin.ts';
export { shardOf } from './snowflake.ts';
export type {
  Choice,
  InteractOptions,
  InteractionOutcome,
  OptionValue,
  RegisteredCommand,
  RestError,
  StandinAttachment,
  StandinChannel,
  StandinMessage,
  StandinUser,
} from './types.ts';
