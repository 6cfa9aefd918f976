import type { TaskProposal } from '@/api/ai/chat'

/** A line of the conversation as the panel and /chat show it. */
export type ChatLine = {
  id: string
  sender: 'user' | 'ai'
  content: string
  /** The engine that wrote an AI answer; none for the welcome and the panel's own lines. */
  engine?: string
  proposal?: TaskProposal | null
  /** A line the panel wrote itself (a quota or error notice): not sent back as history. */
  local?: boolean
  /** The answer is still arriving. */
  streaming?: boolean
  /** The user stopped the answer; what arrived stays. */
  stopped?: boolean
}
