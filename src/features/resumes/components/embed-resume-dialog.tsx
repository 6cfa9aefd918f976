import { Button, CloseButton, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react'
import { ExternalLink } from 'lucide-react'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { CopyCodeField } from '@/components/share/copy-code-field'
import { privacyLabel } from '@/entities/resume/resume-privacy-labels'
import { embeddedResumeUrl, embedSnippet } from '@/entities/resume/share/embed-snippet'

type Props = {
  resume: { id: string; slug?: string | null; name: string }
  /** The privacy as the page shows it now (an owner's change waiting to sync included). */
  privacy: ResumePrivacy
  /** The owner can make it public; anyone else can only be told why there is no code. */
  owner: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * Embed: the <iframe> code that shows this resume on another site. Only a public resume can be embedded — a framed
 * page carries no sign-in, so it shows what a visitor sees — so for any other the dialog says why there is no code.
 */
export function EmbedResumeDialog({ resume, privacy, owner, open, onOpenChange }: Props) {
  const origin = window.location.origin
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="md" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="embed-resume-dialog">
            <Dialog.Header>
              <Dialog.Title>Embed this resume</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {privacy === 'public' ? (
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    Paste this code into the HTML of your website or portfolio to show the resume there. It
                    always shows the current version, with a link to the full page on ReelHire.
                  </Text>
                  <CopyCodeField
                    label="Embed code"
                    value={embedSnippet(resume, origin)}
                    helper="Or select the code and copy it with Ctrl+C (⌘C on a Mac)."
                  />
                  <Link
                    href={embeddedResumeUrl(resume, origin)}
                    target="_blank"
                    rel="noopener"
                    fontSize="sm"
                    color="indigo.fg"
                    display="inline-flex"
                    alignItems="center"
                    gap="1"
                  >
                    Preview the embedded page <ExternalLink size={14} aria-hidden />
                  </Link>
                </Stack>
              ) : (
                <Stack gap="2" data-testid="embed-unavailable">
                  <Text fontWeight="medium">Only public resumes can be embedded.</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {owner
                      ? `Its privacy is set to “${privacyLabel(privacy)}”, so other sites would show “This resume is not available”. Make it public (More → Public) to get the embed code.`
                      : 'Its owner has not made it public, so it cannot be shown on other sites.'}
                  </Text>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Done</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
