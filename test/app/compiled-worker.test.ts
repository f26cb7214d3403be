// compiledWorker (src/worker-boot.ts) reads a build's source map once per module: the threads a
// process starts from the same build (stores, AI, drawing, hundreds in the suite) reuse its answer.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compiledWorker } from '../../src/worker-boot.ts';

const AI_WORKER = new URL('../../src/app/ai-worker.ts', import.meta.url);

describe('compiledWorker', () => {
  it("answers from a build's source map read once: the build's directory is named for its contents", () => {
    const dir = mkdtempSync(join(tmpdir(), 'risk-build-'));
    const map = join(dir, 'ai-worker.js.map');
    writeFileSync(map, JSON.stringify({ sources: [relative(dir, fileURLToPath(AI_WORKER))] }));
    const before = process.env.RISK_WORKER_BUILD;
    process.env.RISK_WORKER_BUILD = dir;
    try {
      expect(compiledWorker(AI_WORKER)).toBe(join(dir, 'ai-worker.js'));
      // A module of that build it was not compiled from is still refused.
      expect(compiledWorker(new URL('./ai-worker.ts', import.meta.url))).toBeNull();
      rmSync(map);
      expect(compiledWorker(AI_WORKER)).toBe(join(dir, 'ai-worker.js'));
    } finally {
      if (before === undefined) delete process.env.RISK_WORKER_BUILD;
      else process.env.RISK_WORKER_BUILD = before;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
