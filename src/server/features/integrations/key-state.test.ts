import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startFakeApollo } from '../../test/fakes/fake-apollo';
import type { FakeProviderServer } from '../../test/fakes/fake-provider-server';
import { fakeCompanies } from '../../test/fakes/fake-records';

const GOOD_KEY = 'apollo-good-key-3b9e';

/** The Integrations tab shows a key's real state from the last test or call (issue 23, item 6). */
describe("a provider key's state", () => {
  let t: TestApp;
  let apollo: FakeProviderServer;
  let owner: Awaited<ReturnType<TestApp['ownerWithCompany']>>;
  beforeAll(async () => {
    apollo = await startFakeApollo({ key: GOOD_KEY, companies: fakeCompanies(3) });
    t = await createTestApp({ env: { APOLLO_BASE_URL: apollo.url } });
    owner = await t.ownerWithCompany('owner@state.io', 'State Co', 'state-co');
  });
  afterAll(async () => {
    await t.close();
    await apollo.close();
  });

  const apolloRow = async () =>
    (await t.call('GET', '/api/integrations', undefined, owner.cookie)).json.providers.find(
      (p: any) => p.id === 'apollo',
    );
  const saveKey = (apiKey: string) => t.call('PUT', '/api/integrations/apollo/key', { apiKey }, owner.cookie);
  const test = () => t.call('POST', '/api/integrations/apollo/test', {}, owner.cookie);

  it('is untested after saving, refused with the reason Apollo gave, then working with a good key', async () => {
    expect((await saveKey('apollo-wrong-key-0000')).status).toBe(200);
    expect(await apolloRow()).toMatchObject({ connected: true, keyState: 'untested', keyStateReason: null });

    expect((await test()).json.ok).toBe(false);
    expect(await apolloRow()).toMatchObject({ keyState: 'refused', keyStateReason: 'Invalid access credentials.' });

    expect((await saveKey(GOOD_KEY)).status).toBe(200);
    expect(await apolloRow()).toMatchObject({ keyState: 'untested', keyStateReason: null });
    expect((await test()).json.ok).toBe(true);
    expect(await apolloRow()).toMatchObject({ keyState: 'working', keyStateReason: null });

    expect((await t.call('DELETE', '/api/integrations/apollo/key', undefined, owner.cookie)).status).toBe(200);
    expect(await apolloRow()).toMatchObject({ connected: false, keyState: 'untested' });
  });
});
