/**
 * The language model used to enrich analyses, or null when none is configured (the
 * deterministic engine then stands alone). OPENAI_BASE_URL points it at any OpenAI-compatible
 * server.
 */
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';
import { env, type Env } from '../env';

export type ModelSettings = Pick<Env, 'OPENAI_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_MODEL'>;

export function getLanguageModel(settings: ModelSettings = env()): LanguageModel | null {
  if (!settings.OPENAI_API_KEY) return null;
  const provider = createOpenAI({ apiKey: settings.OPENAI_API_KEY, baseURL: settings.OPENAI_BASE_URL });
  // Chat Completions is the API every OpenAI-compatible server implements; Responses is not.
  return settings.OPENAI_BASE_URL ? provider.chat(settings.OPENAI_MODEL) : provider(settings.OPENAI_MODEL);
}
