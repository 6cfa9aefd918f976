import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import { Briefcase, ExternalLink, Eye, FileText, Link2, Pencil } from 'lucide-react'
import { useState } from 'react'
import type { PublicSearchItem } from '@/api/discovery/public-search'
import { ManualCopyDialog } from '@/components/share/manual-copy-dialog'
import { toaster } from '@/components/ui/toaster'
import { CompanyFollowButton } from '@/entities/company/company-follow-button'
import { SaveJobButton } from '@/entities/job/save-job-button'
import { PoolPersonButtons } from '@/entities/talent-pool/pool-person-actions'
import { shareLink } from '@/lib/share-link'
import { useSignedInUserId } from '@/lib/session/use-session'

/** The item's type label, its page and, for a media item, the media's own address. */
export type ItemPresentation = { typeLabel: string; href: string; mediaUrl: string | null }

type Props = {
  /** The item whose actions are shown; the dialog is open while it is set. */
  item: PublicSearchItem | null
  /**
   * What the caller derives from the item (lib/item-cards): given, not imported, so this dialog's lazy chunk
   * shares no module with the /search route's own chunk and loads without it.
   */
  shown: ItemPresentation | null
  onClose: () => void
}

const VIEW_LABELS: Record<PublicSearchItem['type'], string> = {
  job: 'View job',
  company: 'View company',
  people: 'View profile',
  resume: 'View resume',
  media: 'View resume',
}

/**
 * The actions of a job, company, person or media item on /search (seed 2 §2, §6): view and copy link for
 * everyone (copy falls back to a field to copy by hand); save a job, follow a company (a visitor is asked to
 * sign in by the button itself); open a media item; one's own card offers Edit Profile. Resumes use the resume
 * action dialog of the resume entity, which knows the reviewer actions.
 */
export function DiscoveryActionsDialog({ item, shown, onClose }: Props) {
  const router = useRouter()
  const viewerId = useSignedInUserId()
  const [manualUrl, setManualUrl] = useState<string | null>(null)
  const href = shown?.href ?? ''

  const go = (to: string) => {
    onClose()
    router.history.push(to)
  }

  const copyLink = async () => {
    if (!item) return
    const url = new URL(href, window.location.origin).toString()
    const outcome = await shareLink({ url, title: item.title })
    if (outcome === 'copied') toaster.create({ type: 'success', title: 'Link copied', description: url })
    if (outcome === 'manual') setManualUrl(url)
  }

  const own = item?.type === 'people' && viewerId !== null && viewerId === item.id

  return (
    <>
      <Dialog.Root
        open={item !== null}
        onOpenChange={(event) => {
          if (!event.open) onClose()
        }}
        size="sm"
        placement="center"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="discovery-actions">
              <Dialog.Header>
                <Stack gap="0.5" minW="0">
                  <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
                    {shown?.typeLabel ?? ''}
                  </Text>
                  <Dialog.Title lineClamp={2}>{item?.title}</Dialog.Title>
                </Stack>
              </Dialog.Header>
              <Dialog.Body>
                {item ? (
                  <Stack gap="2">
                    {own ? (
                      <Button justifyContent="flex-start" onClick={() => go('/profile/edit')}>
                        <Pencil aria-hidden /> Edit Profile
                      </Button>
                    ) : null}
                    <Button
                      justifyContent="flex-start"
                      variant={own ? 'outline' : 'solid'}
                      onClick={() => go(href)}
                    >
                      {item.type === 'media' ? <FileText aria-hidden /> : <Eye aria-hidden />}{' '}
                      {VIEW_LABELS[item.type]}
                    </Button>
                    {item.type === 'media' && shown?.mediaUrl ? (
                      <Button asChild justifyContent="flex-start" variant="outline">
                        <a href={shown.mediaUrl} target="_blank" rel="noopener noreferrer">
                          <ExternalLink aria-hidden /> Open media
                        </a>
                      </Button>
                    ) : null}
                    {item.type === 'job' ? (
                      <SaveJobButton jobId={item.id} jobTitle={item.title} variant="button" size="md" />
                    ) : null}
                    {item.type === 'people' && !own ? (
                      <PoolPersonButtons personId={item.id} name={item.title} />
                    ) : null}
                    {item.type === 'company' && viewerId !== item.ownerId ? (
                      <CompanyFollowButton
                        companyId={item.id}
                        companyName={item.name}
                        showCount={false}
                        size="md"
                      />
                    ) : null}
                    {item.type === 'company' && (item.activeJobCount ?? 0) > 0 ? (
                      <Button
                        justifyContent="flex-start"
                        variant="outline"
                        onClick={() => go(`/jobs?company=${encodeURIComponent(item.name)}`)}
                      >
                        <Briefcase aria-hidden /> View open jobs
                      </Button>
                    ) : null}
                    <Button justifyContent="flex-start" variant="outline" onClick={() => void copyLink()}>
                      <Link2 aria-hidden /> Copy link
                    </Button>
                  </Stack>
                ) : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ManualCopyDialog
        url={manualUrl}
        label={item ? `Link to ${item.title}` : 'Link'}
        onClose={() => setManualUrl(null)}
      />
    </>
  )
}
