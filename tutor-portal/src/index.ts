// Async boundary: shared singletons are negotiated before any React code runs. The standalone
// portal's pages arrive server-rendered, so it starts in short tasks (web-ui/startup).
import { libraryChunks, libraryModules, startInTasks } from '@ai-women/web-ui/startup';

void startInTasks(
  [...libraryChunks, (done, fail) => require.ensure(['./bootstrap'], done, fail, 'bootstrap')],
  [...libraryModules, () => import('./bootstrap')],
);
