import type { LanguageModel } from 'ai'
import type { Env } from '../../env'
import type { Logger } from '../../logger'
import { builtInEngine, type ChatEngine } from './assistant'
import { llmEngine } from './engine/llm-engine'

type AiSettings = Pick<Env, 'AI_BASE_URL' | 'AI_MODEL' | 'AI_API_KEY'>

let cached: { key: string; engine: ChatEngine } | null = null

/**
 * The assistant's engine for these settings: the built-in one unless AI_BASE_URL (and AI_MODEL) name an
 * OpenAI-compatible endpoint — so with AI_BASE_URL unset no request ever leaves the server.
 */
export function chatEngineFor(env: AiSettings, log: Logger, injected?: LanguageModel): ChatEngine {
  // A model handed in by the caller (tests, the bench: the SDK's mock model); never one from the network.
  if (injected) return llmEngine({ model: injected, modelName: env.AI_MODEL ?? 'injected model', log })
  if (!env.AI_BASE_URL || !env.AI_MODEL) return builtInEngine
  const key = `${env.AI_BASE_URL}|${env.AI_MODEL}|${env.AI_API_KEY ?? ''}`
  if (cached?.key === key) return cached.engine
  const { AI_BASE_URL: baseURL, AI_MODEL: modelName, AI_API_KEY: apiKey } = env
  // The provider package is imported on the first question, never by a server that has no model configured.
  const model = async () => {
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible')
    return createOpenAICompatible({ name: 'reelhire-ai', baseURL, ...(apiKey ? { apiKey } : {}) })(modelName)
  }
  const engine = llmEngine({ model, modelName, log })
  cached = { key, engine }
  return engine
}
