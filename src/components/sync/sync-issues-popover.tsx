import { Popover, Portal } from '@chakra-ui/react'
import { SyncIssuesButton } from './sync-issues-button'
import { SyncIssues } from './sync-issues'

/** The failed writes behind a top-bar button; loaded only once someone has a failed write (deferred). */
export function SyncIssuesPopover({ count, defaultOpen = false }: { count: number; defaultOpen?: boolean }) {
  return (
    <Popover.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <SyncIssuesButton count={count} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: 'calc(100vw - 24px)', sm: 'sm' }}>
            <Popover.Arrow>
              <Popover.ArrowTip />
            </Popover.Arrow>
            <Popover.Header pb="0">
              <Popover.Title fontWeight="semibold">Changes that did not sync</Popover.Title>
            </Popover.Header>
            <Popover.Body>
              <SyncIssues />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
