import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './lib/task-notifications';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// Also under `vite dev` (which proxies /sw.js to the API server): the worker has no fetch handler, so it
// never sees Vite's module requests or the HMR socket and cannot serve a stale module.
registerServiceWorker();
