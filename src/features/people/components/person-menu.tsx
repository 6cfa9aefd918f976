import { IconButton, Menu, Portal } from '@chakra-ui/react'
import { Ban, EllipsisVertical, Flag, UserMinus } from 'lucide-react'

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
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <IconButton variant="outline" size="md" aria-label={`More actions for ${name}`}>
          <EllipsisVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {connected ? (
              <Menu.Item value="remove" onSelect={onRemove}>
                <UserMinus aria-hidden size={16} /> Remove connection
              </Menu.Item>
            ) : null}
            <Menu.Item value="report" onSelect={onReport} disabled={!online}>
              <Flag aria-hidden size={16} /> Report{online ? '' : ' (offline)'}
            </Menu.Item>
            <Menu.Item value="block" onSelect={onBlock} disabled={!online} color="fg.error">
              <Ban aria-hidden size={16} /> Block{online ? '' : ' (offline)'}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
