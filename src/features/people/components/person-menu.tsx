import { IconButton } from '@chakra-ui/react'
import { Ban, EllipsisVertical, Flag, UserMinus } from 'lucide-react'
import { ActionMenu, type ActionMenuItem } from '@/components/ui/action-menu'

type Props = {
  name: string
  connected: boolean
  online: boolean
  onRemove: () => void
  onBlock: () => void
  onReport: () => void
}

/** More actions on a profile: remove a connection, block, report (block and report need the network). */
export function PersonMenu({ name, connected, online, onRemove, onBlock, onReport }: Props) {
  const offline = online ? '' : ' (offline)'
  const items: ActionMenuItem[] = [
    ...(connected
      ? [
          {
            value: 'remove',
            onSelect: onRemove,
            label: (
              <>
                <UserMinus aria-hidden size={16} /> Remove connection
              </>
            ),
          },
        ]
      : []),
    {
      value: 'report',
      onSelect: onReport,
      disabled: !online,
      label: (
        <>
          <Flag aria-hidden size={16} /> Report{offline}
        </>
      ),
    },
    {
      value: 'block',
      onSelect: onBlock,
      disabled: !online,
      danger: true,
      label: (
        <>
          <Ban aria-hidden size={16} /> Block{offline}
        </>
      ),
    },
  ]
  return (
    <ActionMenu
      align="end"
      minW="14rem"
      items={items}
      trigger={(props) => (
        <IconButton {...props} variant="outline" size="md" aria-label={`More actions for ${name}`}>
          <EllipsisVertical aria-hidden />
        </IconButton>
      )}
    />
  )
}
