import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { betterAuthStorages, createStorageRelease } from './auth-async-storage';

/** Node 20 keeps whether a storage holds the promise hooks on in `enabled` (not part of its documented API). */
const enabled = (storage: unknown) => (storage as { enabled?: boolean }).enabled;

describe('better-auth storage release', () => {
  it('disables the storages once the last call in flight has finished, failed ones included', async () => {
    const disabled: number[] = [];
    let calls = 0;
    const released = createStorageRelease(() => [{ disable: () => disabled.push(++calls) }]);
    let finishFirst!: () => void;
    const first = released(() => new Promise<string>((resolve) => (finishFirst = () => resolve('first'))));
    await expect(released(async () => 'second')).resolves.toBe('second');
    expect(disabled).toEqual([]); // the first call still runs
    finishFirst();
    await expect(first).resolves.toBe('first');
    expect(disabled).toEqual([1]);
    await expect(released(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(disabled).toEqual([1, 2]);
  });

  it('leaves a real AsyncLocalStorage usable: run() enables it again with its store', async () => {
    const storage = new AsyncLocalStorage<string>();
    const released = createStorageRelease(() => [storage]);
    const seen = await released(() =>
      storage.run('inside', async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return storage.getStore();
      }),
    );
    expect(seen).toBe('inside');
    expect(storage.getStore()).toBeUndefined();
    if (enabled(storage) !== undefined) expect(enabled(storage)).toBe(false);
    expect(await released(() => storage.run('again', async () => storage.getStore()))).toBe('again');
  });

  describe('in the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ workers: false });
    });
    afterAll(async () => t?.close());

    it('after sign-up and a session lookup, better-auth holds no storage switched on', async () => {
      const owner = await t.ownerWithCompany('als@acme.io', 'Storage Co');
      expect((await t.call('GET', '/api/me', undefined, owner.cookie)).status).toBe(200);
      const storages = betterAuthStorages();
      // better-auth ran its request state and endpoint context: their names are where this module looks.
      expect(storages.length).toBeGreaterThanOrEqual(2);
      for (const storage of storages) {
        expect(storage.getStore?.()).toBeUndefined();
        if (enabled(storage) !== undefined) expect(enabled(storage)).toBe(false);
      }
    });
  });
});
