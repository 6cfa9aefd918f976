import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react'
import { forwardRef, type ReactNode, type RefObject } from 'react'
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-delays'

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode
  showArrow?: boolean
  portalled?: boolean
  portalRef?: RefObject<HTMLElement | null>
  contentProps?: ChakraTooltip.ContentProps
  disabled?: boolean
}

/**
 * Chakra's tooltip snippet with the spec's delays (open 700 ms, skip 300 ms; spec: "Toasts"). Ark has
 * no separate skip delay, so the close delay carries the 300 ms: moving between triggers within it
 * keeps the group warm.
 */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(props, ref) {
  const { showArrow, children, disabled, portalled = true, content, contentProps, portalRef, ...rest } = props
  if (disabled) return children
  return (
    <ChakraTooltip.Root openDelay={TOOLTIP_OPEN_DELAY_MS} closeDelay={TOOLTIP_SKIP_DELAY_MS} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal disabled={!portalled} container={portalRef}>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref} {...contentProps}>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  )
})
