import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * One scripted answer, used by one request (in order):
 * `{ json }` → a chat completion whose content is JSON.stringify(json); `{ text }` → content as given;
 * `{ status, body, headers }` → that HTTP error; `{ raw }` → a 200 whose body is not a chat completion;
 * `{ delayMs }` waits first (alone: then an empty completion), e.g. to outlast a client timeout.
 */
export type FakeBehaviour = {
  json?: unknown;
  text?: string;
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: string;
  delayMs?: number;
};

/** A request the fake received; `body` is the parsed JSON (or the raw text when it was not JSON). */
export type FakeRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: any };

/** The running fake: its base URL, the requests it saw, the behaviour queue and close(). */
export type FakeOpenAiServer = {
  /** Base URL including /v1, for AI_BASE_URL. */
  baseUrl: string;
  requests: FakeRequest[];
  enqueue: (...behaviours: FakeBehaviour[]) => void;
  /** Behaviours not yet used. */
  pending: () => number;
  close: () => Promise<void>;
};

const sendJson = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
};

function completion(model: string, content: string) {
  const completionTokens = Math.ceil(content.length / 4);
  return {
    id: `chatcmpl-fake-${Date.now().toString(36)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: completionTokens, total_tokens: 100 + completionTokens },
  };
}

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function answer(res: ServerResponse, behaviour: FakeBehaviour, model: string): void {
  if (res.destroyed || res.writableEnded) return;
  if (behaviour.status !== undefined) {
    const body = behaviour.body ?? { error: { message: `fake error ${behaviour.status}`, type: 'fake_error', code: null } };
    return sendJson(res, behaviour.status, body, behaviour.headers);
  }
  if (behaviour.raw !== undefined) return sendJson(res, 200, behaviour.raw, behaviour.headers);
  const content = behaviour.json !== undefined ? JSON.stringify(behaviour.json) : (behaviour.text ?? '');
  sendJson(res, 200, completion(model, content), behaviour.headers);
}

/** A fake OpenAI-compatible server on 127.0.0.1 (random port): POST /v1/chat/completions answers from a queue. */
export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: FakeRequest[] = [];
  const queue: FakeBehaviour[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const body = await readBody(req);
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      if (req.method !== 'POST' || path !== '/v1/chat/completions') return sendJson(res, 404, { error: { message: `no route ${req.method} ${path}` } });
      const behaviour = queue.shift();
      if (!behaviour) return sendJson(res, 500, { error: { message: 'fake-openai-server: no scripted behaviour left' } });
      const model = typeof body?.model === 'string' ? body.model : 'fake-model';
      if (!behaviour.delayMs) return answer(res, behaviour, model);
      const timer = setTimeout(() => {
        timers.delete(timer);
        answer(res, behaviour, model);
      }, behaviour.delayMs);
      timers.add(timer);
    })();
  });
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...behaviours) => void queue.push(...behaviours),
    pending: () => queue.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
