import { Hono } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it, vi } from 'vitest';
import { MemoRouter } from './memo-router';

describe('MemoRouter', () => {
  it('answers a repeated method and path from memory, with the same handlers and parameters', () => {
    const inner = new TrieRouter<string>();
    const match = vi.spyOn(inner, 'match');
    const router = new MemoRouter(inner);
    router.add('ALL', '/api/*', 'guard');
    router.add('GET', '/api/items/:id', 'item');
    router.add('GET', '/api/items/special', 'special');
    const first = router.match('GET', '/api/items/7');
    expect(router.match('GET', '/api/items/7')).toBe(first);
    expect(match).toHaveBeenCalledTimes(1);
    const handlers = (result: ReturnType<typeof router.match>) => result[0].map(([handler]) => handler);
    expect(handlers(first)).toEqual(['guard', 'item']);
    expect(first[0][1]![1]).toEqual({ id: '7' });
    expect(handlers(router.match('GET', '/api/items/special'))).toEqual(['guard', 'item', 'special']);
    expect(handlers(router.match('POST', '/api/items/7'))).toEqual(['guard']);
    expect(match).toHaveBeenCalledTimes(3);
  });

  it('forgets what it remembered when a route is added and past its size, and keeps no long path', () => {
    const inner = new TrieRouter<string>();
    const match = vi.spyOn(inner, 'match');
    const router = new MemoRouter(inner, 2);
    router.add('GET', '/a', 'a');
    router.match('GET', '/a');
    router.add('GET', '/a', 'a2');
    expect(router.match('GET', '/a')[0].map(([h]) => h)).toEqual(['a', 'a2']);
    router.match('GET', '/b');
    router.match('GET', '/c'); // the third pair: the memory starts again
    router.match('GET', '/a');
    expect(match).toHaveBeenCalledTimes(5);
    const long = `/${'x'.repeat(300)}`;
    router.match('GET', long);
    router.match('GET', long);
    expect(match).toHaveBeenCalledTimes(7);
  });

  it("routes as Hono's default router does, on routes the regular-expression router refuses", async () => {
    const build = (app: Hono) =>
      app
        .use('/api/*', async (c, next) => {
          c.header('x-seen', 'yes');
          await next();
        })
        .post('/api/integrations/:provider/test', (c) => c.text(`test ${c.req.param('provider')}`))
        .post('/api/integrations/crm/salesforce/oauth/start', (c) => c.text('oauth'))
        .get('/api/items/:id', (c) => c.text(`item ${c.req.param('id')}`));
    const memo = build(new Hono({ router: new MemoRouter() }));
    const plain = build(new Hono());
    const requests: [string, string][] = [
      ['POST', '/api/integrations/apollo/test'],
      ['POST', '/api/integrations/crm/salesforce/oauth/start'],
      ['GET', '/api/items/a%20b'],
      ['GET', '/api/items/a%20b'],
      ['GET', '/api/nothing'],
    ];
    for (const [method, path] of requests) {
      const [a, b] = await Promise.all([memo.request(path, { method }), plain.request(path, { method })]);
      expect([a.status, await a.text(), a.headers.get('x-seen')]).toEqual([
        b.status,
        await b.text(),
        b.headers.get('x-seen'),
      ]);
    }
  });
});
