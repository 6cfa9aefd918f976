import { Component, type ErrorInfo, type ReactNode } from 'react'
import { CRITICAL_ERROR_CSS } from './critical-error-styles'
import { createErrorId, goHome, reloadPage, reportError, toError } from './error-info'

type Props = { children: ReactNode }
type State = { error: Error | null; errorId: string | null }

/** Last line of defence around the whole app: 'Application Error' with Retry and Go Home (spec: "Shell"). */
export class CriticalErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, errorId: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: toError(error), errorId: createErrorId() }
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    if (this.state.error && this.state.errorId) reportError('critical', this.state.errorId, this.state.error)
  }

  override render() {
    const { error, errorId } = this.state
    if (!error || !errorId) return this.props.children
    return (
      <main className="rh-crit">
        <style>{CRITICAL_ERROR_CSS}</style>
        <div className="rh-crit__panel" role="alert">
          <h1>Application Error</h1>
          <p>ReelHire hit a problem it could not recover from. Reloading usually fixes it.</p>
          <p>
            Error ID: <code data-testid="error-id">{errorId}</code>
          </p>
          <p className="rh-crit__msg" data-testid="error-message">
            {error.message}
          </p>
          {error.stack && (
            <details>
              <summary>Technical details</summary>
              <pre>{error.stack}</pre>
            </details>
          )}
          <div className="rh-crit__actions">
            <button type="button" className="rh-crit__primary" onClick={reloadPage}>
              Retry
            </button>
            <button type="button" className="rh-crit__secondary" onClick={goHome}>
              Go Home
            </button>
          </div>
        </div>
      </main>
    )
  }
}
