// STORE_URL handling: which adapter, and a clear message when its package is missing.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { sqlitePath } from '../../src/store/adapters.ts';
import { ADAPTER_PACKAGES, KeyvStore, storeUrlFromEnv } from '../../src/store/index.ts';

const require = createRequire(import.meta.url);
function installed(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

const notFound = (specifier: string): Promise<never> =>
  Promise.reject(Object.assign(new Error(`Cannot find package '${specifier}'`), { code: 'ERR_MODULE_NOT_FOUND' }));

describe('STORE_URL', () => {
  it('defaults to a SQLite file under data/ and honours STORE_URL and DATA_DIR', () => {
    expect(storeUrlFromEnv({})).toBe('sqlite://data/games/risk.sqlite');
    expect(storeUrlFromEnv({ DATA_DIR: '/var/lib/risk' })).toBe('sqlite:///var/lib/risk/games/risk.sqlite');
    expect(storeUrlFromEnv({ STORE_URL: 'redis://127.0.0.1:6379' })).toBe('redis://127.0.0.1:6379');
  });

  it('reads sqlite paths relative to the working directory, or absolute', () => {
    expect(sqlitePath('sqlite:///tmp/x.sqlite')).toBe('/tmp/x.sqlite');
    expect(sqlitePath('sqlite://data/x.sqlite')).toBe(`${process.cwd()}/data/x.sqlite`);
  });

  it.each(Object.entries(ADAPTER_PACKAGES))('%s:// without its package names %s to install', async (scheme, pkg) => {
    const opening = KeyvStore.open({ url: `${scheme}://127.0.0.1/db`, schemaVersion: 1, importer: notFound });
    await expect(opening).rejects.toMatchObject({
      code: 'ADAPTER_MISSING',
      message: expect.stringContaining(`npm install ${pkg}`),
    });
  });

  // The real dynamic import, for a package this project does not install.
  it.skipIf(installed('@keyv/mongo'))(
    'the real import of a missing adapter package is reported the same way',
    async () => {
      await expect(KeyvStore.open({ url: 'mongodb://127.0.0.1/risk', schemaVersion: 1 })).rejects.toMatchObject({
        code: 'ADAPTER_MISSING',
        message: expect.stringContaining('@keyv/mongo'),
      });
    },
  );

  it('hands the URL to the adapter class the package default-exports', async () => {
    const seen: string[] = [];
    class FakeAdapter extends Map<string, unknown> {
      opts = { url: '', dialect: 'redis' };
      constructor(url: string) {
        super();
        seen.push(url);
      }
    }
    const store = await KeyvStore.open<{ schemaVersion: 1; n: number }>({
      url: 'redis://127.0.0.1:6379/2',
      schemaVersion: 1,
      importer: async () => ({ default: FakeAdapter }),
    });
    await store.set('g', { schemaVersion: 1, n: 1 });
    expect(await store.get('g')).toEqual({ schemaVersion: 1, n: 1 });
    expect(seen).toEqual(['redis://127.0.0.1:6379/2']);
    await store.close();
  });

  it('refuses unknown schemes and scheme-less URLs', async () => {
    await expect(KeyvStore.open({ url: 'ftp://x', schemaVersion: 1 })).rejects.toMatchObject({ code: 'BAD_URL' });
    await expect(KeyvStore.open({ url: 'data/games.sqlite', schemaVersion: 1 })).rejects.toMatchObject({
      code: 'BAD_URL',
    });
  });
});
