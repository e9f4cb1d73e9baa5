import { Component, type ReactNode } from 'react';

/** Shows nothing in place of a part that failed: for a helper of the page (the feedback host), never its content. */
export class QuietBoundary extends Component<{ children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
