import { IconButton } from '@chakra-ui/react'
import { useLocation } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { InlineIcon } from '@/components/ui/inline-icon'

// The panel (chat, Markdown, usage) loads on the first click or hover; the button alone is all start-up pays for.
const AssistantPanel = lazy(() => import('./assistant-panel').then((m) => ({ default: m.AssistantPanel })))

type Props = {
  /** How far above the bottom edge the button sits on phones (clear of the bottom bar). */
  mobileBottom: string
}

/** The floating assistant button of every page (seed 1 §2 "AI panel"). */
export function AssistantLauncher({ mobileBottom }: Props) {
  const [requested, setRequested] = useState(false)
  const [open, setOpen] = useState(false)
  // /chat is the assistant as a whole page: no second way in floating over it.
  const onCoachPage = useLocation({ select: (l) => l.pathname === '/chat' })
  return (
    <>
      <IconButton
        display={onCoachPage ? 'none' : undefined}
        aria-label="Open AI assistant"
        aria-haspopup="dialog"
        aria-expanded={open}
        position="fixed"
        zIndex="sticky"
        insetEnd={{ base: '3', md: '6' }}
        bottom={{ base: `calc(${mobileBottom} + env(safe-area-inset-bottom) + 0.75rem)`, md: '6' }}
        rounded="full"
        size="lg"
        colorPalette="indigo"
        boxShadow="lg"
        onPointerEnter={() => setRequested(true)}
        onFocus={() => setRequested(true)}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        {/* Inline (lucide's "sparkles"), so no icon code joins the start-up bundle. */}
        <InlineIcon>
          <path d="M9.937 15.5A2 2 0 0 0 8.5 14.063l-6.135-1.582a.5.5 0 0 1 0-.962L8.5 9.936A2 2 0 0 0 9.937 8.5l1.582-6.135a.5.5 0 0 1 .963 0L14.063 8.5A2 2 0 0 0 15.5 9.937l6.135 1.581a.5.5 0 0 1 0 .964L15.5 14.063a2 2 0 0 0-1.437 1.437l-1.582 6.135a.5.5 0 0 1-.963 0z" />
          <path d="M20 3v4" />
          <path d="M22 5h-4" />
        </InlineIcon>
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <AssistantPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
