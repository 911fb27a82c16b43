// What 'react-router-dom' means in the three builds (resolve.alias in mf-shared.mjs): React Router itself, the names
// the apps import from it. Module Federation shares this module under the key 'react-router-dom' as a singleton, so
// the browser holds one router (one context). A shared module is not tree-shaken as a whole, but React Router's code
// behind names not listed here is: list only what the apps import. A name the apps import and this file lacks fails
// the build (exportsPresence: 'error'). Type-checking and the unit tests use the react-router-dom package as shipped.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
