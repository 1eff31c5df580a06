import { describe, expect, it } from 'vitest';
import { getLanguageModel } from './model';

describe('getLanguageModel', () => {
  it('is null without an API key', () => {
    expect(getLanguageModel({ OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined, OPENAI_MODEL: 'gpt-4o-mini' })).toBeNull();
  });
  it('uses the configured model id, through chat completions for a custom base URL', () => {
    const model = getLanguageModel({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://localhost:11434/v1', OPENAI_MODEL: 'llama3.1' });
    expect(model).not.toBeNull();
    expect(typeof model === 'object' && model?.modelId).toBe('llama3.1');
    expect(typeof model === 'object' && model?.provider).toMatch(/chat/);
  });
});
