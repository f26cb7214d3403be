// The renderer starts its threads through the shared starter (src/worker-boot.ts).
export { startWorker } from '../worker-boot.js';
