import { createServer, type IncomingHttpHeaders } from 'node:http';
import { listenLocal } from '../listen-local';

/** One answer: status, JSON body (or raw text), headers, and an optional delay (to outlast a client timeout). */
export type FakeReply = {
  status?: number;
  body?: unknown;
  raw?: string;
  headers?: Record<string, string>;
  delayMs?: number;
};
export type FakeRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: any;
};
export type FakeRoute = (req: FakeRequest) => FakeReply;

export type FakeProviderServer = {
  url: string;
  /** Every request received (including refused ones). */
  requests: FakeRequest[];
  /** Replies used for the next requests, in order, before the routes answer (errors, slow answers). */
  queue: (...replies: FakeReply[]) => void;
  close: () => Promise<void>;
};

type Options = {
  /** "METHOD /path" → the provider's documented answer. */
  routes: Record<string, FakeRoute>;
  /** The provider's own refusal of a missing or wrong key, or null when it takes no key. */
  authorize?: (req: FakeRequest) => FakeReply | null;
  /** A fixed port (browser tests point the app's *_BASE_URL at it); random when unset. */
  port?: number;
};

/** A local stand-in for a provider's HTTP API on 127.0.0.1 (random port); never a real host. */
export async function startFakeProvider(options: Options): Promise<FakeProviderServer> {
  const requests: FakeRequest[] = [];
  const queued: FakeReply[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // a form or plain body stays text
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      requests.push(request);
      const route = options.routes[`${request.method} ${request.path}`];
      const reply: FakeReply =
        queued.shift() ??
        options.authorize?.(request) ??
        (route
          ? route(request)
          : {
              status: 404,
              body: { error: `no route ${request.method} ${request.path}` },
            });
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(reply.status ?? 200, {
          'content-type': 'application/json',
          ...reply.headers,
        });
        res.end(reply.raw ?? JSON.stringify(reply.body ?? {}));
      };
      if (!reply.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, reply.delayMs);
      timers.add(timer);
    })();
  });
  const listening = await listenLocal(server, options.port);
  return {
    url: `http://127.0.0.1:${listening.port}`,
    requests,
    queue: (...replies) => void queued.push(...replies),
    close: () => {
      for (const timer of timers) clearTimeout(timer);
      return listening.close();
    },
  };
}
