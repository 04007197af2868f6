// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN } from '../../test/signed-in';

const ME = SIGNED_IN;
const IMPERSONATION = { active: false };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers each request only when the test says so, recording what was asked and when. */
function heldFetch() {
  const asked: string[] = [];
  const pending = new Map<string, (response: Response) => void>();
  const fetchMock = vi.fn((url: string) => {
    asked.push(url);
    return new Promise<Response>((resolve) => pending.set(url, resolve));
  });
  return { fetchMock, asked, answer: (url: string, response: Response) => pending.get(url)!(response) };
}

let held: ReturnType<typeof heldFetch>;
beforeEach(() => {
  vi.resetModules();
  held = heldFetch();
  vi.stubGlobal('fetch', held.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const load = async () => {
  const { createIdentityStore } = await import('./identity-store');
  const { onFirstIdentity } = await import('./first-identity');
  return { store: createIdentityStore(), onFirstIdentity };
};

describe('the identity store', () => {
  it('asks who is signed in and for the impersonation at once, not one after the other', async () => {
    const { store } = await load();
    store.start();
    await vi.waitFor(() => expect(held.asked).toEqual(['/api/me', '/api/support/impersonation']));
    held.answer('/api/support/impersonation', json(IMPERSONATION));
    held.answer('/api/me', json(ME));
    await vi.waitFor(() => expect(store.getSnapshot().me).toEqual(ME));
    expect(store.getSnapshot().impersonation).toEqual(IMPERSONATION);
  });

  it('a signed-out visitor: me null, the impersonation’s 401 read as none', async () => {
    const { store } = await load();
    store.start();
    await vi.waitFor(() => expect(held.asked).toHaveLength(2));
    held.answer('/api/me', json({ message: 'Authentication required' }, 401));
    held.answer('/api/support/impersonation', json({ message: 'Authentication required' }, 401));
    await vi.waitFor(() => expect(store.getSnapshot().me).toBeNull());
    expect(store.getSnapshot().impersonation).toBeNull();
  });

  it('a signed-out visitor as the server answers one: both null, nothing counted as an error', async () => {
    const { store } = await load();
    store.start();
    await vi.waitFor(() => expect(held.asked).toHaveLength(2));
    held.answer('/api/me', json(null));
    held.answer('/api/support/impersonation', json(null));
    await vi.waitFor(() => expect(store.getSnapshot().me).toBeNull());
    expect(store.getSnapshot().impersonation).toBeNull();
    expect(held.asked).toHaveLength(2);
  });

  it('announces the first signed-in identity before React reads it, once', async () => {
    const { store, onFirstIdentity } = await load();
    const seen: string[] = [];
    onFirstIdentity((me) =>
      seen.push(`announced ${me.user.email}, snapshot ${store.getSnapshot().me ? 'set' : 'unset'}`),
    );
    store.subscribe(() => seen.push('published'));
    store.start();
    await vi.waitFor(() => expect(held.asked).toHaveLength(2));
    held.answer('/api/me', json(ME));
    held.answer('/api/support/impersonation', json(IMPERSONATION));
    await vi.waitFor(() => expect(seen).toEqual(['announced ada@acme.io, snapshot unset', 'published']));

    void store.refresh();
    await vi.waitFor(() => expect(held.asked).toHaveLength(4));
    held.answer('/api/me', json(ME));
    held.answer('/api/support/impersonation', json(IMPERSONATION));
    await vi.waitFor(() => expect(seen).toEqual(['announced ada@acme.io, snapshot unset', 'published', 'published']));
    const late: string[] = [];
    onFirstIdentity((me) => late.push(me.user.id));
    expect(late).toEqual(['u1']);
  });
});
