// The page's compressed files are kept on disk by the hash of their bytes (src/web/assets.ts), so
// a restarted bot or another shard serves them without compressing again; what it serves is the
// same, and a kept file that does not unpack to the bytes is made again instead of being served.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { asset, compressedFile } from '../../src/web/assets.js';

describe('the compressed files kept on disk', () => {
  // A body of its own (random), so no other test's or run's kept file is read or removed.
  const body = `{"art":"${randomBytes(16).toString('hex')}","pad":"${'x'.repeat(4000)}"}`;
  const hash = createHash('sha256').update(body).digest('base64url');
  afterAll(() => {
    for (const kind of ['br', 'gz'] as const) rmSync(compressedFile(hash, kind), { force: true });
  });

  it('a second build reads the kept bytes, which unpack to what is served', () => {
    const first = asset('application/json', body);
    const kept = readFileSync(compressedFile(hash, 'br'));
    expect(kept.equals(first.br)).toBe(true);
    expect(brotliDecompressSync(first.br).toString()).toBe(body);
    expect(gunzipSync(first.gz).toString()).toBe(body);
    const again = asset('application/json', body);
    expect(again.br.equals(first.br)).toBe(true);
    expect(again.gz.equals(first.gz)).toBe(true);
    expect(again.etag).toBe(first.etag);
  });

  it('a damaged kept file is made again, never served', () => {
    asset('application/json', body);
    writeFileSync(compressedFile(hash, 'br'), Buffer.from('not brotli'));
    writeFileSync(compressedFile(hash, 'gz'), Buffer.from('not gzip'));
    const a = asset('application/json', body);
    expect(brotliDecompressSync(a.br).toString()).toBe(body);
    expect(gunzipSync(a.gz).toString()).toBe(body);
    // …and kept mended for the next one.
    expect(brotliDecompressSync(readFileSync(compressedFile(hash, 'br'))).toString()).toBe(body);
  });
});
