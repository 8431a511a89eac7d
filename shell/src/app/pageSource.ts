import { createContext, useContext, type ComponentType } from 'react';
import { remotePage } from './remoteModules';
import type { RemoteName } from './routeTable';

/** Where a route's page component comes from: federation in the browser, a slot on the server. */
export type PageSource = (remote: RemoteName, module: string) => ComponentType;
export const PageSourceContext = createContext<PageSource>(remotePage);
export const usePageSource = () => useContext(PageSourceContext);
