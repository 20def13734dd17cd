import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children once they threw (`error`); `reset` renders them again. */
  fallback: (reset: () => void, error: unknown) => ReactNode;
  children: ReactNode;
}

/** Keeps a remote page that throws while rendering inside its own slot: the shell stays up. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A remote page failed while rendering', error, info.componentStack);
  }

  private readonly reset = () => this.setState({ failed: false, error: undefined });

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.reset, this.state.error) : this.props.children;
  }
}
