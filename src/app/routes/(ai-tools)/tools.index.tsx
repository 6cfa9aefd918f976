import { createFileRoute } from '@tanstack/react-router'
import { ToolsIndexPage } from '@/features/ai-tools/components/tools-index-page'

/**
 * /tools (seed 1 §2): the eight AI tools. In a route group only so its generated name differs from the
 * capitalised alias Tools.index.tsx (both would be "ToolsIndexRoute").
 */
export const Route = createFileRoute('/(ai-tools)/tools/')({
  component: ToolsIndexPage,
})
