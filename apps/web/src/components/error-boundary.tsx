import { Button } from '@kubm/ui/button';
import { Component, type ErrorInfo, type ReactNode } from 'react';

export function ScreenError({ onReload }: { onReload: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <div className="space-y-1">
        <h1 className="font-semibold text-xl">Maaf, halaman ini tidak dapat dipaparkan</h1>
        <p className="text-muted-foreground text-sm">
          Berlaku ralat semasa memaparkan halaman. Sila muat semula; jika masih berlaku, cuba sebentar lagi.
        </p>
      </div>
      <Button type="button" onClick={onReload}>
        Muat semula
      </Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears the error: leaving a broken screen works without a reload. */
  resetKey?: string;
  onReload?: () => void;
}

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenError onReload={this.props.onReload ?? (() => window.location.reload())} />;
  }
}
