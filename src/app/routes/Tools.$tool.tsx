import { createFileRoute, redirect } from '@tanstack/react-router'
import { toolSlug } from '@/features/marketing/lib/tool-slug'

/**
 * Capitalised tool links (/Tools/SentimentAnalysis, /Tools/Sentiment-Analysis) → /tools/sentiment-analysis
 * (the spec's alias: capitalised /Tools/... to lowercase /tools/...). caseSensitive keeps this route off the
 * lowercase /tools/… paths, which the router would otherwise match case-insensitively (and redirect to
 * themselves). The tool pages come in a later issue, hence a redirect by href instead of a typed `to`.
 */
export const Route = createFileRoute('/Tools/$tool')({
  caseSensitive: true,
  beforeLoad: ({ params, location }) => {
    throw redirect({
      href: `/tools/${encodeURIComponent(toolSlug(params.tool))}${location.searchStr}`,
      replace: true,
    })
  },
})
