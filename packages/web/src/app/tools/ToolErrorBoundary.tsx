import { Component, type ReactNode } from 'react';
import { CrashNotice } from '../CrashNotice';

interface ToolErrorBoundaryProps {
  children: ReactNode;
}

interface ToolErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** One tool's crash stays in its card: the rest of the workspace keeps working (spec 2.10 fallback). */
export class ToolErrorBoundary extends Component<ToolErrorBoundaryProps, ToolErrorBoundaryState> {
  override state: ToolErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ToolErrorBoundaryState {
    return { error, hasError: true };
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <CrashNotice
        error={this.state.error}
        retryLabel="Try again"
        onRetry={() => this.setState({ error: null, hasError: false })}
      />
    );
  }
}
