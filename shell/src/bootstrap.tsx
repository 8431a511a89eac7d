import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/App';

const config = window.__AAROHI_CONFIG__!;
registerRemotes([
  { name: 'learner', entry: config.remotes.learner },
  { name: 'tutor', entry: config.remotes.tutor },
]);

// The first render is a transition: React renders it in small slices, yielding to the browser
// between them, instead of one long task that blocks input while the page is built.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
