/**
 * The router API every app uses, re-exported by name so the build keeps only these parts of
 * react-router (a shared library is bundled whole; this module is shared instead, tree-shaken).
 * Apps import routing from here, never from react-router-dom directly: one copy, one context.
 */
export {
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  MemoryRouter,
  Link,
  matchPath,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useNavigationType,
  useBlocker,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject, NavigateOptions, SetURLSearchParams, Location } from 'react-router-dom';
