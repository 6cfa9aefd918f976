import { Button, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { BarChart3, Copy, MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { JOB_STATUS_MESSAGES } from '@/api/jobs/job-statuses'
import type { Job } from '@/api/jobs/job-full'
import { LinkButton } from '@/components/ui/app-link'
import { toaster } from '@/components/ui/toaster'
import { forgetJob, refreshJobData } from '../api/job-posting-keys'
import { changeJobStatus, cloneJob, deleteJob } from '../api/job-owner-calls'
import {
  hasAnyOwnerAction,
  ownerActionsFor,
  PRIMARY_ACTIONS,
  type OwnerJob,
  type StatusMove,
} from '../lib/owner-actions'
import { serverMessage } from '../lib/server-errors'
import { DeleteJobDialog } from './delete-job-dialog'

type Props = {
  job: OwnerJob
  size?: 'xs' | 'sm' | 'md'
  /** After a delete; default: go to /jobs/manage (the job's own page no longer exists). */
  onDeleted?: () => void
  /** After a status change, with the job as the server now has it (a detail page can show it at once). */
  onChanged?: (job: Job) => void
}

/**
 * The owner's actions on a job: Edit, the status moves the contract allows from its status
 * (Publish, Pause, Activate, Reopen visible; Close and Mark as hired under More), Analytics, Clone (→ the new
 * draft's form) and Delete with a confirmation. Only what the job's `permissions` allow is offered.
 */
export function JobOwnerActions({ job, size = 'sm', onDeleted, onChanged }: Props) {
  const actions = ownerActionsFor(job)
  const [busy, setBusy] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  if (!hasAnyOwnerAction(actions)) return null

  const primary = actions.moves.filter((move) => PRIMARY_ACTIONS.includes(move.action))
  const secondary = actions.moves.filter((move) => !PRIMARY_ACTIONS.includes(move.action))
  const blocked = primary.find((move) => move.blockedBy)?.blockedBy
  const hasMore = secondary.length > 0 || actions.clone || actions.delete

  const failed = (error: unknown) => toaster.create({ type: 'error', title: serverMessage(error) })

  const runMove = async (move: StatusMove) => {
    setBusy(move.action)
    try {
      const updated = await changeJobStatus(job.id, move.to)
      toaster.create({ type: 'success', title: JOB_STATUS_MESSAGES[move.action] })
      onChanged?.(updated)
      await refreshJobData(queryClient, updated)
    } catch (error) {
      failed(error)
    } finally {
      setBusy(null)
    }
  }

  const runClone = async () => {
    setBusy('clone')
    try {
      const copy = await cloneJob(job.id)
      toaster.create({ type: 'success', title: 'Draft copy created.' })
      void refreshJobData(queryClient, copy)
      await navigate({ href: `/jobs/create/${copy.id}` })
    } catch (error) {
      failed(error)
      setBusy(null)
    }
  }

  const runDelete = async () => {
    setBusy('delete')
    setDeleteError(null)
    try {
      await deleteJob(job.id)
      setConfirming(false)
      toaster.create({ type: 'success', title: 'Job deleted.' })
      if (onDeleted) onDeleted()
      else await navigate({ href: '/jobs/manage', replace: true })
      void forgetJob(queryClient, job.id)
    } catch (error) {
      setDeleteError(serverMessage(error))
    } finally {
      setBusy(null)
    }
  }

  const editHref = job.status === 'draft' ? `/jobs/create/${job.id}` : `/jobs/edit/${job.id}`
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" role="group" aria-label={`Actions for ${job.title}`}>
        {actions.edit ? (
          <LinkButton href={editHref} size={size} variant="outline">
            <Pencil aria-hidden /> Edit
          </LinkButton>
        ) : null}
        {primary.map((move) => (
          <Button
            key={move.action}
            size={size}
            colorPalette="indigo"
            variant={move.action === 'pause' ? 'outline' : 'solid'}
            loading={busy === move.action}
            disabled={busy !== null || move.blockedBy !== null}
            onClick={() => void runMove(move)}
          >
            {move.label}
          </Button>
        ))}
        {actions.analytics ? (
          <LinkButton href={`/jobs/${job.id}/analytics`} size={size} variant="ghost">
            <BarChart3 aria-hidden /> Analytics
          </LinkButton>
        ) : null}
        {hasMore ? (
          <Menu.Root positioning={{ placement: 'bottom-end' }}>
            <Menu.Trigger asChild>
              <Button
                size={size}
                variant="ghost"
                disabled={busy !== null}
                aria-label={`More actions for ${job.title}`}
              >
                <MoreHorizontal aria-hidden /> More
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content minW="44">
                  {secondary.map((move) => (
                    <Menu.Item key={move.action} value={move.action} onSelect={() => void runMove(move)}>
                      {move.label}
                    </Menu.Item>
                  ))}
                  {actions.clone ? (
                    <Menu.Item value="clone" onSelect={() => void runClone()}>
                      <Copy aria-hidden size={16} /> Clone
                    </Menu.Item>
                  ) : null}
                  {actions.delete ? (
                    <Menu.Item
                      value="delete"
                      color="fg.error"
                      _hover={{ bg: 'bg.error', color: 'fg.error' }}
                      onSelect={() => {
                        setDeleteError(null)
                        setConfirming(true)
                      }}
                    >
                      <Trash2 aria-hidden size={16} /> Delete…
                    </Menu.Item>
                  ) : null}
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        ) : null}
      </HStack>
      {blocked ? (
        <Text fontSize="sm" color="fg.muted">
          {blocked}
        </Text>
      ) : null}
      <DeleteJobDialog
        open={confirming}
        title={job.title}
        busy={busy === 'delete'}
        error={deleteError}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void runDelete()}
      />
    </Stack>
  )
}
