import { Button, Card, Clipboard, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react'
import { Mail, Share2 } from 'lucide-react'
import { useId } from 'react'
import type { AffiliateDashboard } from '@/api/affiliates/affiliate-dashboard'

const SHARE_TEXT = 'I use ReelHire for video resumes and hiring. Join with my link:'

function CopyRow({ label, value }: { label: string; value: string }) {
  const id = useId()
  return (
    <Stack gap="1">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={id}>{label}</label>
      </Text>
      <Clipboard.Root value={value}>
        <HStack gap="2">
          <Input
            id={id}
            readOnly
            value={value}
            fontFamily="mono"
            fontSize="sm"
            onFocus={(e) => e.currentTarget.select()}
          />
          <Clipboard.Context>
            {(clipboard) => (
              <Clipboard.Trigger
                asChild
                aria-label={clipboard.copied ? `${label} copied` : `Copy ${label.toLowerCase()}`}
              >
                <Button size="md" variant="outline" flexShrink={0}>
                  <Clipboard.Indicator /> {clipboard.copied ? 'Copied' : 'Copy'}
                </Button>
              </Clipboard.Trigger>
            )}
          </Clipboard.Context>
        </HStack>
      </Clipboard.Root>
    </Stack>
  )
}

/** The affiliate's code and links, each with Copy; Share uses the device's share sheet where there is one. */
export function ReferralLinks({
  data,
}: {
  data: Pick<AffiliateDashboard, 'code' | 'shortLink' | 'signupLink'>
}) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  const mailto = `mailto:?subject=${encodeURIComponent('Join me on ReelHire')}&body=${encodeURIComponent(`${SHARE_TEXT} ${data.shortLink}`)}`
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Your referral link</Card.Title>
        <Card.Description>
          Share the short link: each visit is counted, and sign-ups through it are yours for 30 days.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <CopyRow label="Short link" value={data.shortLink} />
          <CopyRow label="Sign-up link" value={data.signupLink} />
          <CopyRow label="Referral code" value={data.code} />
          <HStack gap="2" flexWrap="wrap">
            {canShare ? (
              <Button
                colorPalette="indigo"
                onClick={() =>
                  void navigator
                    .share({ title: 'ReelHire', text: SHARE_TEXT, url: data.shortLink })
                    .catch(() => {})
                }
              >
                <Share2 aria-hidden="true" /> Share
              </Button>
            ) : null}
            <Button asChild variant="outline">
              <a href={mailto}>
                <Mail aria-hidden="true" /> Share by email
              </a>
            </Button>
            <IconButton asChild variant="outline" aria-label="Share on LinkedIn">
              <a
                href={`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(data.shortLink)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                in
              </a>
            </IconButton>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  )
}
