import { afterEach, describe, expect, it } from 'vitest';
import type { RecommendedSolution } from '#domain/workflow';
import type { FakeOpenAiServer } from '../../test/fake-openai-server';
import { CONFIG, ORG, startEngine } from './test-support';

const solution: RecommendedSolution = {
  id: 'solution-1',
  product: 'Scoutline',
  reasoning: 'They are expanding.',
  priority: 'High',
  opportunity: 'New retail accounts',
};

describe('LLM engine: writePitch', () => {
  let server: FakeOpenAiServer;
  afterEach(() => server?.close());

  it('returns the model text, without sentences stating amounts no source gives', async () => {
    const started = await startEngine();
    server = started.server;
    server.enqueue({
      text: 'Subject: Finding retail accounts\n\nHi there,\n\nScoutline helps teams find new retail accounts. Customers save $250,000 a year. Open to a chat?\n\nBest regards',
    });
    const pitch = await started.engine.writePitch(ORG, null, solution, CONFIG);
    expect(pitch).toBe(
      'Subject: Finding retail accounts\n\nHi there,\n\nScoutline helps teams find new retail accounts. Open to a chat?\n\nBest regards',
    );

    const body = server.requests[0]!.body;
    expect(body.response_format).toBeUndefined();
    const prompt = JSON.stringify(body.messages);
    expect(prompt).toContain('use no person');
    expect(prompt).toContain('Acme Analytics');
  });
});
