import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '../../platform/errorReporting';
import { CrashNotice } from '../CrashNotice';
import { shouldReloadForChunkError } from '../lazyPage';

interface ToolErrorBoundaryProps {
  children: ReactNode;
}

interface ToolErrorBoundaryState {
  error: unknown;
  hasError: boolean;
  eventId?: string;
}

/** One tool's crash stays in its card: the rest of the workspace keeps working (spec 2.10 fallback). */
export class ToolErrorBoundary extends Component<ToolErrorBoundaryProps, ToolErrorBoundaryState> {
  override state: ToolErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): Partial<ToolErrorBoundaryState> {
    return { error, hasError: true, eventId: undefined };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (shouldReloadForChunkError(error)) return;
    const eventId = reportCrash(error, info.componentStack ?? undefined);
    if (eventId) this.setState({ eventId });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <CrashNotice
        error={this.state.error}
        eventId={this.state.eventId}
        retryLabel="Try again"
        onRetry={() => this.setState({ error: null, hasError: false, eventId: undefined })}
      />
    );
  }
}
