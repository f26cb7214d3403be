// Placeholder replaced below
import { aggressivePolicy } from './aggressive.js';
import type { Policy } from './types.js';
export const baselinePolicy: Policy = aggressivePolicy;
