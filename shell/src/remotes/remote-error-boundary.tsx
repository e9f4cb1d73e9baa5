import { Component, type ReactNode } from 'react';
import { handleChunkError } from '../release/reload-guard';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  onRetry: () => void;
  /** Told of every error caught, once the remote's code ran: the health reports. */
  onRenderError?: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a remote that throws while loading or rendering, so only its area shows the retry box. */
export class RemoteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    // A failed download may mean a new deploy: reload once (guarded), else show the box.
    void handleChunkError(error);
    this.props.onRenderError?.(error);
  }

  override render() {
    if (this.state.error) return <RemoteUnavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
