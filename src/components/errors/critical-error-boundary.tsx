import { Component, type ReactNode } from 'react'

export class CriticalErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <div role="alert">Application Error</div> : this.props.children
  }
}
