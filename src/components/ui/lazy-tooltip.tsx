import { createDeferredModule } from './deferred-module'
import { DeferredWidget } from './deferred-widget'
import type { TooltipProps } from './tooltip'

const tooltipModule = createDeferredModule(() => import('./tooltip'))

/** The Tooltip snippet, loaded when the browser is idle; until then the trigger renders on its own. */
export function LazyTooltip(props: TooltipProps) {
  if (props.disabled) return props.children
  return (
    <DeferredWidget module={tooltipModule} placeholder={() => props.children}>
      {(m) => <m.Tooltip {...props} />}
    </DeferredWidget>
  )
}
