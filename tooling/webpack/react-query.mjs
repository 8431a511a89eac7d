// What the apps import from '@tanstack/react-query' in the browser, and nothing else (webpack aliases
// '@tanstack/react-query' here; jest, TypeScript and the server renderers still see the real package).
// A shared module is never tree-shaken, so sharing the package itself put its infinite, parallel,
// suspense and prefetch queries, streamed queries and mutation-state hooks on every first page load.
// This file is the shared singleton instead, and webpack keeps only these exports behind it.
// 'aarohi-react-query' is the package's ES module build (an alias too: importing '@tanstack/react-query'
// here would consume this very module from the share scope).
// Using another React Query API in an app? Add it here: shell/src/app/facades.test.ts fails until you do.
export {
  QueryClient,
  QueryClientProvider,
  hydrate,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from 'aarohi-react-query';
