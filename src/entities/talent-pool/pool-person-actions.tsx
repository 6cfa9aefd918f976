import { Button, HStack, IconButton, type ButtonProps } from '@chakra-ui/react'
import { Eye, EyeOff, ListPlus, UserRoundSearch } from 'lucide-react'
import { useState } from 'react'
import { ActionMenu } from '@/components/ui/action-menu'
import { toaster } from '@/components/ui/toaster'
import { toUserMessage } from '@/lib/api-client/api-error'
import { useSignedInUserId } from '@/lib/session/use-session'
import { AddToPoolDialog } from './add-to-pool-dialog'
import { useWatchCandidate } from './api/talent-pool-mutations'
import { usePoolPersonStatus } from './api/talent-pool-queries'
import { useHires } from './use-hires'

type Props = {
  personId: string
  name: string
  size?: ButtonProps['size']
  /** In a row of their own (a profile), rather than as loose buttons of a surrounding list (a dialog). */
  grouped?: boolean
}

function useTrack(personId: string, name: string) {
  const watch = useWatchCandidate()
  return {
    pending: watch.isPending,
    toggle: (tracked: boolean) =>
      watch.mutate(
        { userId: personId, tracked },
        {
          onSuccess: () =>
            toaster.create({
              type: 'success',
              title: tracked ? `Tracking ${name}` : `Stopped tracking ${name}`,
              description: tracked ? 'They appear under “Tracked candidates” on your dashboard.' : undefined,
            }),
          onError: (error) => toaster.create({ type: 'error', title: toUserMessage(error) }),
        },
      ),
  }
}

/**
 * "Add to pool" and "Track candidate" as two buttons (a profile, an item's actions dialog): shown to people
 * who hire, never on their own profile. The tracked state is read for this one person.
 */
export function PoolPersonButtons({ personId, name, size = 'md', grouped = false }: Props) {
  const hires = useHires()
  const viewerId = useSignedInUserId()
  const visible = hires && viewerId !== personId
  const status = usePoolPersonStatus(personId, visible)
  const track = useTrack(personId, name)
  const [adding, setAdding] = useState(false)
  if (!visible) return null
  const tracked = status.data?.tracked ?? false
  const buttons = (
    <>
      <Button size={size} variant="outline" justifyContent="flex-start" onClick={() => setAdding(true)}>
        <ListPlus aria-hidden /> Add to pool
      </Button>
      <Button
        size={size}
        variant={tracked ? 'subtle' : 'outline'}
        justifyContent="flex-start"
        aria-pressed={tracked}
        loading={track.pending}
        disabled={status.isPending}
        onClick={() => track.toggle(!tracked)}
      >
        {tracked ? <EyeOff aria-hidden /> : <Eye aria-hidden />} {tracked ? 'Tracking' : 'Track'}
      </Button>
      <AddToPoolDialog personId={personId} name={name} open={adding} onClose={() => setAdding(false)} />
    </>
  )
  return grouped ? <HStack gap="2">{buttons}</HStack> : buttons
}

/**
 * The same two actions folded into one menu for a card in a list, so a page of cards asks nothing until the
 * menu opens (the tracked state is read then).
 */
export function PoolPersonMenu({ personId, name, size = 'sm' }: Props) {
  const hires = useHires()
  const viewerId = useSignedInUserId()
  const [open, setOpen] = useState(false)
  const [adding, setAdding] = useState(false)
  const visible = hires && viewerId !== personId
  const status = usePoolPersonStatus(personId, visible && open)
  const track = useTrack(personId, name)
  if (!visible) return null
  const tracked = status.data?.tracked ?? false
  return (
    <>
      <ActionMenu
        align="end"
        onOpenChange={setOpen}
        items={[
          {
            value: 'add',
            onSelect: () => setAdding(true),
            label: (
              <>
                <ListPlus aria-hidden size={16} /> Add to pool…
              </>
            ),
          },
          {
            value: 'track',
            disabled: status.isPending || track.pending,
            onSelect: () => track.toggle(!tracked),
            label: (
              <>
                {tracked ? <EyeOff aria-hidden size={16} /> : <Eye aria-hidden size={16} />}
                {status.isPending ? 'Track candidate' : tracked ? 'Stop tracking' : 'Track candidate'}
              </>
            ),
          },
        ]}
        trigger={(props) => (
          <IconButton
            {...props}
            size={size}
            variant="outline"
            ms="auto"
            aria-label={`Talent pool actions for ${name}`}
          >
            <UserRoundSearch aria-hidden />
          </IconButton>
        )}
      />
      <AddToPoolDialog personId={personId} name={name} open={adding} onClose={() => setAdding(false)} />
    </>
  )
}
