import { Component, type ErrorInfo, type ReactNode } from 'react'
import { ErrorPanel } from './error-panel'
import { createErrorId, reportError, toError } from './error-info'

type Props = { children: ReactNode }
type State = { error: Error | null; errorId: string | null }

/** Wraps one widget so its failure leaves the rest of the page usable ('Component Error' with Retry). */
export class ComponentErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: toError(error), errorId: createErrorId() }
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    if (this.state.error && this.state.errorId) reportError('component', this.state.errorId, this.state.error)
  }

  override render() {
    const { error, errorId } = this.state
    if (!error || !errorId) return this.props.children
    return (
      <ErrorPanel
        title="Component Error"
        errorId={errorId}
        error={error}
        retryLabel="Retry"
        showHome={false}
        compact
      />
    )
  }
}
