import { generateText, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { LLM_MESSAGES, toLlmError } from './errors';
import { AppError } from '../../errors';

/** A prompt: the system rules and the user message. */
export type LlmPrompt = { system: string; prompt: string };

/** The two calls the engine makes: a schema-checked object, or free text. Failures become AppErrors. */
export type LlmClient = {
  object<S extends z.ZodType>(args: LlmPrompt & { schema: S; name: string }): Promise<z.output<S>>;
  text(args: LlmPrompt): Promise<string>;
};

/** Wraps a model with a per-call timeout (AbortSignal.timeout), one retry and error mapping. */
export function createLlmClient(model: LanguageModel, timeoutMs: number): LlmClient {
  const settings = () => ({ model, maxRetries: 1, abortSignal: AbortSignal.timeout(timeoutMs) });
  return {
    async object({ schema, name, system, prompt }) {
      try {
        const result = await generateText({ ...settings(), system, prompt, output: Output.object({ schema, name }) });
        return result.output as z.output<typeof schema>;
      } catch (error) {
        throw toLlmError(error);
      }
    },
    async text({ system, prompt }) {
      let text: string;
      try {
        text = (await generateText({ ...settings(), system, prompt })).text.trim();
      } catch (error) {
        throw toLlmError(error);
      }
      if (!text) throw new AppError('UNAVAILABLE', LLM_MESSAGES.unusable);
      return text;
    },
  };
}
