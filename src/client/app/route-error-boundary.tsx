import { Component, type ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-error';

/**
 * A page's chunk could not be fetched (offline, or a new deploy replaced it): offer a reload instead of
 * a blank screen. Keyed by the location in the router, so following a link tries again.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed to load', error);
  }

  override render() {
    if (this.state.failed) {
      return <LoadError message="This page could not be loaded. Check your connection and try again." onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}
