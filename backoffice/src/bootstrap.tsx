import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureRuntimeConfig } from '@ai-women/web-core/config';
import { StandaloneBackoffice } from './app/standalone';

// Staff pages are never server-rendered: they render once the runtime configuration is known.
void ensureRuntimeConfig('backoffice').then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(<StandaloneBackoffice />));
});
