import { Component, type ErrorInfo, type ReactNode } from 'react';
import { UnavailablePanel } from './unavailable-panel';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A render error inside one remote shows the fallback panel for that remote only. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // Reported for operators; the user sees the localised panel.
    console.warn(`[shell] remote "${this.props.remote}" crashed while rendering`, error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <UnavailablePanel
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}
