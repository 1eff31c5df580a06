/** A language model that answers every call with `reply` (after `delayMs`), or fails as `reply` does. */
import { MockLanguageModelV3 } from 'ai/test';

export function modelAnswering(reply: string | (() => Promise<never>), delayMs = 0) {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      if (typeof reply === 'function') return reply();
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      return {
        content: [{ type: 'text', text: reply }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: 20, text: 20, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}
