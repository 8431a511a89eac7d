// Async boundary: shared singletons are negotiated before any React code runs. The standalone
// portal's pages arrive server-rendered, so start-up goes in short tasks (see web-core/startup);
// require.ensure keeps all four arguments (with three webpack leaves it unbundled).
import { startInTasks } from '@ai-women/web-core/startup';

void startInTasks(
  [
    (done, fail) => require.ensure(['react-dom/client'], done, fail, 'react'),
    (done, fail) => require.ensure(['styled-components', '@ai-women/ui-kit'], done, fail, 'design-system'),
    (done, fail) => require.ensure(['./bootstrap'], done, fail, 'bootstrap'),
  ],
  [
    () => import('react-dom/client'),
    () => import('styled-components'),
    () => import('@ai-women/ui-kit'),
    () => import('./bootstrap'),
  ],
);
