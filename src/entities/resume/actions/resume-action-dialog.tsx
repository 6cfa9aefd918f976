import { Button, CloseButton, Dialog, Portal, Separator, Stack, Text } from '@chakra-ui/react'
import { useRouter } from '@tanstack/react-router'
import {
  Check,
  Crown,
  Download,
  Eye,
  LogIn,
  Pencil,
  Share2,
  Trash2,
  UserRoundCheck,
  UserRoundPlus,
  UserRoundX,
} from 'lucide-react'
import { useState, type ReactNode } from 'react'
import type { ResumePrivacy } from '@/api/resumes/resume-privacy'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toaster } from '@/components/ui/toaster'
import { useDisplayRole, useIsSignedIn } from '@/lib/session/use-session'
import { downloadResume } from '../api/download-resume'
import { privacyDescription } from '../resume-privacy-labels'
import { ManualCopyDialog } from '@/components/share/manual-copy-dialog'
import { useResumeShare } from '../share/use-resume-share'
import { useResumeOwnerActions } from '../writes/use-resume-owner-actions'
import { useResumePrivacy } from '../writes/use-resume-privacy'
import { useResumeWatch } from '../writes/use-resume-watch'
import { resumeActions, type ResumeAction } from './resume-actions'
import { PrivacyIcon } from './privacy-icon'

/** What the dialog needs of a resume: any of the record, list item and ownership item shapes fits. */
export type ResumeActionTarget = {
  id: string
  slug: string
  name: string
  privacy: ResumePrivacy
  isMaster: boolean
  parentId: string | null
  isWatched: boolean
  isOwner: boolean
}

type Props = {
  resume: ResumeActionTarget
  /** When the caller's copy of the resume was fetched: the privacy and tracking overlays compare against it. */
  updatedAt: number
  open: boolean
  onOpenChange: (open: boolean) => void
  /** After the resume was deleted (the resume page goes back to /resumes). */
  onDeleted?: () => void
}

const ICONS: Record<Exclude<ResumeAction['kind'], 'privacy' | 'track'>, ReactNode> = {
  view: <Eye aria-hidden />,
  share: <Share2 aria-hidden />,
  edit: <Pencil aria-hidden />,
  download: <Download aria-hidden />,
  promote: <Crown aria-hidden />,
  delete: <Trash2 aria-hidden />,
  'sign-in': <LogIn aria-hidden />,
}

const resumePath = (resume: { id: string; slug: string }) =>
  `/resumes/${encodeURIComponent(resume.slug || resume.id)}`

/**
 * The resume action dialog (seed 1 §6), its items exactly as `resumeActions` lists them for the viewer: View and
 * Share for everyone; for the owner Edit, Download, the four privacy options, Promote to Master where allowed and
 * Delete Resume / Delete Variation; for a recruiter (or employer) who is not the owner Download Resume and Track
 * Candidate; for a visitor a sign-in prompt.
 */
export function ResumeActionDialog({ resume, updatedAt, open, onOpenChange, onDeleted }: Props) {
  const router = useRouter()
  const signedIn = useIsSignedIn()
  const role = useDisplayRole()
  const privacy = useResumePrivacy(resume, updatedAt)
  const watch = useResumeWatch(resume, updatedAt)
  const owner = useResumeOwnerActions()
  const { share, manualUrl, closeManual } = useResumeShare()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [downloading, setDownloading] = useState(false)

  const items = resumeActions(
    { role: signedIn ? role : null, isOwner: signedIn && resume.isOwner },
    {
      isMaster: resume.isMaster,
      parentId: resume.parentId,
      privacy: privacy.privacy,
      isTracked: watch.isWatched,
    },
  )
  const close = () => onOpenChange(false)
  const isVariation = resume.parentId !== null

  const run = async (item: ResumeAction) => {
    switch (item.kind) {
      case 'view':
        close()
        return void router.navigate({ href: resumePath(resume) })
      case 'share':
        close()
        return share(resume)
      case 'edit':
        close()
        return void router.navigate({ to: '/resumes/edit/$id', params: { id: resume.id } })
      case 'download':
        setDownloading(true)
        try {
          await downloadResume(resume.id, resume.name, 'pdf')
          close()
        } catch (error) {
          toaster.create({
            type: 'error',
            title: 'Download failed',
            description: error instanceof Error ? error.message : undefined,
          })
        } finally {
          setDownloading(false)
        }
        return
      case 'privacy':
        if (!item.current) await privacy.setPrivacy(item.privacy)
        return
      case 'promote':
        close()
        return void owner.promote.mutate(resume)
      case 'delete':
        close()
        return setConfirmDelete(true)
      case 'track':
        return watch.toggle()
      case 'sign-in':
        close()
        return void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
    }
  }

  const general = items.filter((item) => item.kind === 'view' || item.kind === 'share')
  const privacyItems = items.filter((item) => item.kind === 'privacy')
  const rest = items.filter((item) => !['view', 'share', 'privacy'].includes(item.kind))
  const signInItem = rest.find((item) => item.kind === 'sign-in')
  const others = rest.filter((item) => item.kind !== 'sign-in')

  const actionButton = (item: ResumeAction) => (
    <Button
      key={`${item.kind}-${item.label}`}
      variant="ghost"
      justifyContent="flex-start"
      colorPalette={item.kind === 'delete' ? 'red' : 'gray'}
      color={item.kind === 'delete' ? 'red.fg' : undefined}
      loading={item.kind === 'download' && downloading}
      onClick={() => void run(item)}
    >
      {item.kind === 'track' ? (
        item.tracked ? (
          <UserRoundX aria-hidden />
        ) : (
          <UserRoundPlus aria-hidden />
        )
      ) : item.kind === 'privacy' ? null : (
        ICONS[item.kind]
      )}
      {item.label}
    </Button>
  )

  return (
    <>
      <Dialog.Root
        open={open}
        onOpenChange={(e) => onOpenChange(e.open)}
        size="sm"
        placement="center"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" data-testid="resume-action-dialog">
              <Dialog.Header pe="12">
                <Stack gap="0.5" minW="0">
                  <Dialog.Title lineClamp={2}>{resume.name}</Dialog.Title>
                  <Text fontSize="sm" color="fg.muted">
                    {resume.isMaster ? 'Master resume' : isVariation ? 'Variation' : 'Resume'}
                  </Text>
                </Stack>
              </Dialog.Header>
              <Dialog.Body pb="5">
                <Stack gap="1" role="group" aria-label="Resume actions">
                  {general.map(actionButton)}
                  {others.length > 0 ? <Separator my="1" /> : null}
                  {others
                    .filter((item) => item.kind !== 'promote' && item.kind !== 'delete')
                    .map(actionButton)}
                  {privacyItems.length > 0 ? (
                    <Stack as="fieldset" gap="1" py="1" aria-describedby="resume-privacy-help">
                      <Text as="legend" fontSize="sm" fontWeight="semibold" px="2" pt="2" pb="1">
                        Who can see it
                      </Text>
                      {privacyItems.map((item) =>
                        item.kind === 'privacy' ? (
                          <Button
                            key={item.privacy}
                            variant={item.current ? 'subtle' : 'ghost'}
                            colorPalette={item.current ? 'indigo' : 'gray'}
                            justifyContent="flex-start"
                            h="auto"
                            py="2"
                            aria-pressed={item.current}
                            onClick={() => void run(item)}
                          >
                            <PrivacyIcon privacy={item.privacy} />
                            <Stack gap="0" align="flex-start" flex="1" minW="0">
                              <Text as="span">{item.label}</Text>
                              <Text
                                as="span"
                                fontSize="xs"
                                color="fg.muted"
                                fontWeight="normal"
                                whiteSpace="normal"
                                textAlign="start"
                              >
                                {privacyDescription(item.privacy)}
                              </Text>
                            </Stack>
                            {item.current ? <Check aria-hidden /> : null}
                          </Button>
                        ) : null,
                      )}
                      {privacy.syncState === 'pending' ? (
                        <Text id="resume-privacy-help" fontSize="xs" color="fg.muted" px="2">
                          Waiting to sync
                        </Text>
                      ) : null}
                    </Stack>
                  ) : null}
                  {others.some((item) => item.kind === 'promote' || item.kind === 'delete') ? (
                    <Separator my="1" />
                  ) : null}
                  {others
                    .filter((item) => item.kind === 'promote' || item.kind === 'delete')
                    .map(actionButton)}
                  {watch.syncState === 'pending' && items.some((item) => item.kind === 'track') ? (
                    <Text fontSize="xs" color="fg.muted" px="2">
                      <UserRoundCheck
                        size={12}
                        aria-hidden
                        style={{ display: 'inline', marginInlineEnd: 4 }}
                      />
                      Waiting to sync
                    </Text>
                  ) : null}
                  {signInItem ? (
                    <Stack gap="3" mt="2" p="4" borderWidth="1px" borderRadius="l3" bg="bg.subtle">
                      <Text fontSize="sm">
                        Sign in to download resumes, track candidates or manage your own resumes.
                      </Text>
                      <Button colorPalette="indigo" onClick={() => void run(signInItem)}>
                        {ICONS['sign-in']} {signInItem.label}
                      </Button>
                    </Stack>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirmDelete}
        title={isVariation ? 'Delete this variation?' : 'Delete this resume?'}
        confirmLabel={isVariation ? 'Delete Variation' : 'Delete Resume'}
        busyLabel="Deleting…"
        busy={owner.remove.isPending}
        closeOnInteractOutside={false}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          owner.remove.mutate(resume, {
            onSuccess: () => {
              setConfirmDelete(false)
              onDeleted?.()
            },
            onError: () => setConfirmDelete(false),
          })
        }
      >
        <Text>
          “{resume.name}” will be deleted
          {resume.isMaster || !isVariation ? ', together with its variations' : ''}. This cannot be undone.
        </Text>
      </ConfirmDialog>
      <ManualCopyDialog url={manualUrl} label="Link to this resume" onClose={closeManual} />
    </>
  )
}
