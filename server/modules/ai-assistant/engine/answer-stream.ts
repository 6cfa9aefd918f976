import type { EngineAnswer } from './built-in-engine'

/** One piece of a streamed answer: text as it is written, then the whole answer (who wrote it, any task). */
export type StreamPart = { type: 'delta'; text: string } | { type: 'done'; answer: EngineAnswer }

/** The built-in engine's pieces: a few words each, so a rules answer reaches the page the way a model's does. */
const WORDS_PER_DELTA = 4

/**
 * Splits a finished answer into deltas that join back to exactly the same text (whitespace and line breaks
 * kept with the word before them), so the client has one path — deltas, then the final answer — whichever
 * engine wrote it.
 */
export function chunkAnswer(text: string, wordsPerDelta = WORDS_PER_DELTA): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? []
  const chunks: string[] = []
  for (let i = 0; i < words.length; i += wordsPerDelta)
    chunks.push(words.slice(i, i + wordsPerDelta).join(''))
  return chunks
}

/** A finished answer as stream parts: its deltas, then the answer itself. */
export async function* partsOf(answer: EngineAnswer): AsyncGenerator<StreamPart> {
  for (const text of chunkAnswer(answer.message)) yield { type: 'delta', text }
  yield { type: 'done', answer }
}
