import { Badge, Box, Button, CloseButton, Drawer, HStack, Portal, Stack, Text, Wrap } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { contextTypeForPath } from '@/api/ai/ai-context'
import { AI_USAGE_TEXTS } from '@/api/ai/ai-usage'
import { welcomeText } from '@/api/ai/ai-suggestions'
import { AppLink, LinkButton } from '@/components/ui/app-link'
import { useAssistantFactsValue } from '@/lib/assistant-context/page-facts'
import { useDisplayRole, useSignedInUserId } from '@/lib/session/use-session'
import { aiUsageQueryOptions } from '../api/ai-calls'
import { pageContext, suggestionsFor } from '../lib/page-context'
import { useAssistantChat } from '../lib/use-assistant-chat'
import { ChatInput } from './chat-input'
import { ChatLines } from './chat-lines'
import { UsageBanner } from './usage-banner'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * The AI panel (seed 1 §2): a side panel with a role-dependent welcome, the page's context and quick
 * suggestions, the usage bar, and the conversation. Loaded on the first click of the assistant button.
 */
export function AssistantPanel({ open, onOpenChange }: Props) {
  const userId = useSignedInUserId()
  const role = useDisplayRole()
  const signedIn = userId !== null
  const { pathname } = useLocation()
  const facts = useAssistantFactsValue()
  const close = useCallback(() => onOpenChange(false), [onOpenChange])

  // Cleared after a failed context-aware request, recomputed when the path or the role changes (seed 1 §2).
  const [contextCleared, setContextCleared] = useState(false)
  const [contextNotice, setContextNotice] = useState<string | null>(null)
  useEffect(() => {
    setContextCleared(false)
    setContextNotice(null)
  }, [pathname, role])
  const context = useMemo(
    () => (contextCleared ? null : pageContext(pathname, facts)),
    [contextCleared, pathname, facts],
  )
  const onContextFailed = useCallback((notice: string) => {
    setContextNotice(notice)
    setContextCleared(true)
  }, [])

  const usageQuery = useQuery({ ...aiUsageQueryOptions(userId), enabled: signedIn && open })
  const usage = usageQuery.data
  const chat = useAssistantChat({
    welcome: welcomeText(signedIn ? role : null),
    context,
    onContextFailed,
    usage,
    userId,
  })
  const limitReached = !!usage && !usage.isUnlimited && usage.remaining <= 0
  const suggestions = suggestionsFor(pathname)

  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size={{ base: 'full', md: 'sm' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header
              borderBottomWidth="1px"
              py="3"
              flexDirection="column"
              alignItems="flex-start"
              gap="1"
            >
              <Drawer.Title>AI Assistant</Drawer.Title>
              <HStack gap="2" fontSize="xs" color="fg.muted">
                <Text>Page:</Text>
                <Badge size="sm" variant="subtle" data-testid="ai-context-type">
                  {context ? context.contextType : contextTypeForPath(pathname)}
                </Badge>
                {!context && signedIn && <Text>(context off)</Text>}
              </HStack>
            </Drawer.Header>
            {signedIn && usage && <UsageBanner usage={usage} onNavigate={close} />}
            {!signedIn && (
              <Text px="4" py="3" fontSize="xs" color="fg.muted" borderBottomWidth="1px">
                {AI_USAGE_TEXTS.signedOut}
              </Text>
            )}
            {signedIn && usage && !usage.isUnlimited && usage.used === 0 && (
              <Text px="4" pt="2" fontSize="xs" color="fg.muted">
                {AI_USAGE_TEXTS.signedIn}
              </Text>
            )}
            <Drawer.Body px="4" py="3" data-chat-scroll="">
              <Stack gap="4">
                <ChatLines
                  lines={chat.lines}
                  sending={chat.sending}
                  onSettleProposal={chat.settleProposal}
                  onNavigate={close}
                />
                {contextNotice && (
                  <Text fontSize="xs" color="red.fg" role="alert">
                    {contextNotice}
                  </Text>
                )}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3" borderTopWidth="1px" pt="3">
              {chat.quotaNotice && (
                <HStack
                  justify="space-between"
                  align="flex-start"
                  bg="orange.subtle"
                  color="orange.fg"
                  rounded="md"
                  px="3"
                  py="2"
                  fontSize="xs"
                  role="alert"
                >
                  <Text>
                    {AI_USAGE_TEXTS.limitReached}{' '}
                    <AppLink href={chat.quotaNotice.upgradeUrl} onClick={close} fontWeight="semibold">
                      Upgrade
                    </AppLink>
                  </Text>
                  <CloseButton size="2xs" aria-label="Dismiss" onClick={chat.dismissQuotaNotice} />
                </HStack>
              )}
              <Wrap gap="2" role="group" aria-label="Suggestions">
                {suggestions.map((s) => (
                  <Button
                    key={s.id}
                    size="xs"
                    variant="outline"
                    disabled={!signedIn || chat.sending || limitReached}
                    onClick={() => void chat.send(s.message, s.id)}
                  >
                    {s.label}
                  </Button>
                ))}
              </Wrap>
              {!signedIn ? (
                <SignInPrompt onNavigate={close} pathname={pathname} />
              ) : limitReached ? (
                <LimitReached onNavigate={close} />
              ) : (
                <ChatInput onSend={chat.send} sending={chat.sending} onStop={chat.stop} />
              )}
              <HStack justify="space-between" fontSize="xs" color="fg.muted">
                <AppLink href="/chat" onClick={close}>
                  Open the AI coach
                </AppLink>
              </HStack>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close assistant" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

const loginHref = (pathname: string) => `/login?redirect=${encodeURIComponent(pathname)}`

function SignInPrompt({ onNavigate, pathname }: { onNavigate: () => void; pathname: string }) {
  return (
    <Box textAlign="center" data-testid="ai-sign-in">
      <Text fontSize="sm" mb="2">
        AI chat requires sign-in.
      </Text>
      <HStack justify="center" gap="2">
        <LinkButton href={loginHref(pathname)} size="sm" colorPalette="indigo" onClick={onNavigate}>
          Sign In
        </LinkButton>
        <LinkButton href="/signup" size="sm" variant="outline" onClick={onNavigate}>
          Get Started
        </LinkButton>
      </HStack>
    </Box>
  )
}

function LimitReached({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Box textAlign="center" data-testid="ai-limit-reached">
      <Text fontSize="sm" fontWeight="semibold" mb="2">
        Monthly limit reached
      </Text>
      <HStack justify="center" gap="2">
        <LinkButton href="/pricing" size="sm" colorPalette="indigo" onClick={onNavigate}>
          View plans
        </LinkButton>
        <LinkButton href="/account" size="sm" variant="outline" onClick={onNavigate}>
          Your plan
        </LinkButton>
      </HStack>
    </Box>
  )
}
