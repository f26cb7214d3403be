// The stand-in's public surface for tests. See README.md in this folder.
export { startStandin, buttons, components, MessageFlag, type Standin, type StandinOptions } from './standin.ts';
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
