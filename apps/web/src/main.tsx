import { cn } from '@kubm/ui/cn';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ErrorBoundary } from './components/error-boundary';
import { registerServiceWorker } from './lib/task-notifications';
import { startTheme } from './lib/theme';
import { preloadScreenOf } from './routes';
import './styles.css';

// Its class on <html> must be there before anything is drawn.
startTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadScreenOf(window.location.pathname);
// tailwind-merge builds its tables on first use: in a task of its own, queued before React's first slice.
const warmUp = new MessageChannel();
warmUp.port1.onmessage = () => cn('p-0', 'p-1');
warmUp.port2.postMessage(null);
const root = createRoot(container);
// In a transition React draws in slices: in one piece this was a page load's longest task on a phone.
startTransition(() => {
  root.render(
    <StrictMode>
      {/* Last resort: an error in the frame itself (the screens have their own boundary in the shell). */}
      <ErrorBoundary>
        <App />
      </ErrorBoundary>
    </StrictMode>,
  );
});

// Also under `vite dev` (which proxies /sw.js to the API server): the worker has no fetch handler, so it
// never sees Vite's module requests or the HMR socket and cannot serve a stale module.
registerServiceWorker();
