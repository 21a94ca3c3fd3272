import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCrash } from '../platform/errorReporting';
import { CrashNotice } from './CrashNotice';
import { shouldReloadForChunkError } from './lazyPage';

interface CrashBoundaryProps {
  children: ReactNode;
  /**
   * The whole page: the notice's button reloads the app, and a new `resetKey` (the location: the browser's
   * back button, a link in the header) shows the page again. Without it, one tool's crash stays in its card
   * and the rest of the workspace keeps working; its button renders the tool again.
   */
  page?: { resetKey: unknown };
}

interface CrashBoundaryState {
  error: unknown;
  hasError: boolean;
  eventId?: string;
  resetKey?: unknown;
}

/** The crash fallback (spec 2.10) of the route table or of one tool. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null, hasError: false, resetKey: this.props.page?.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CrashBoundaryState> {
    return { error, hasError: true, eventId: undefined };
  }

  static getDerivedStateFromProps(
    props: CrashBoundaryProps,
    state: CrashBoundaryState,
  ): Partial<CrashBoundaryState> | null {
    const resetKey = props.page?.resetKey;
    if (resetKey === state.resetKey) return null;
    return { error: null, hasError: false, eventId: undefined, resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (shouldReloadForChunkError(error)) return;
    const eventId = reportCrash(error, info.componentStack ?? undefined);
    if (eventId) this.setState({ eventId });
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    if (!this.props.page) {
      return (
        <CrashNotice
          error={this.state.error}
          eventId={this.state.eventId}
          retryLabel="Try again"
          onRetry={() => this.setState({ error: null, hasError: false, eventId: undefined })}
        />
      );
    }
    return (
      <main>
        <CrashNotice
          error={this.state.error}
          eventId={this.state.eventId}
          retryLabel="Reload"
          onRetry={() => window.location.assign('/')}
        />
      </main>
    );
  }
}
