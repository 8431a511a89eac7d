// What the apps import from 'react-router-dom', and nothing else (webpack aliases 'react-router-dom'
// here; jest and TypeScript still see the real package). React Router 7 ships the data routers,
// server rendering and RSC in one module, and a shared module is never tree-shaken: sharing the
// whole package put ~60 KB gzip of mostly unused code on every first page load. This file is the
// shared singleton instead, so webpack keeps only these exports of 'react-router' behind it.
// Using another react-router API in an app? Add it here: shell/src/app/facades.test.ts fails until you do.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
