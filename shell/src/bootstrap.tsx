import { createRoot } from 'react-dom/client';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { App } from './app/App';

const config = window.__AAROHI_CONFIG__!;
registerRemotes([
  { name: 'learner', entry: config.remotes.learner },
  { name: 'tutor', entry: config.remotes.tutor },
]);

createRoot(document.getElementById('root')!).render(<App />);
