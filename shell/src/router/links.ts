// <Link> and <NavLink> for a declarative router (<BrowserRouter>, <MemoryRouter>, <StaticRouter>), which is all this
// product uses. React Router's own pair also serves its framework mode (prefetching route modules on intent,
// masked URLs, view transitions and a data router's pending state), and that code ships wherever they are imported:
// ≈ 2.5 KB Brotli on every first visit (BENCHMARKS.md, "A lighter first visit"). These render the same markup
// (href, data-discover, aria-current, className 'active') and navigate through the same hooks: useHref,
// useLinkClickHandler (modifier keys, target, replace when the URL is unchanged, state, preventScrollReset),
// useResolvedPath. Absolute URLs are plain links (the apps link to other sites with <a>).
import { createElement, forwardRef, useContext, type MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const {
    onClick,
    discover = 'render',
    relative,
    reloadDocument,
    replace,
    state,
    target,
    to,
    preventScrollReset,
    // Framework-mode options: nothing to do in a declarative router.
    prefetch: _prefetch,
    mask: _mask,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  const { useTransitions } = useContext(NavigationContext);
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to, { relative });
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset, relative, useTransitions });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return createElement('a', {
    ...rest,
    href: absolute ? to : href,
    onClick: absolute || reloadDocument ? onClick : handleClick,
    ref,
    target,
    'data-discover': !absolute && discover === 'render' ? 'true' : undefined,
  });
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(props, ref) {
  const { 'aria-current': ariaCurrentProp = 'page', caseSensitive = false, className: classNameProp = '', end = false, style: styleProp, to, children, ...rest } = props;
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  const { navigator } = useContext(NavigationContext);
  let toPathname = navigator.encodeLocation ? navigator.encodeLocation(path).pathname : path.pathname;
  let locationPathname = location.pathname;
  if (!caseSensitive) {
    locationPathname = locationPathname.toLowerCase();
    toPathname = toPathname.toLowerCase();
  }
  const endSlashPosition = toPathname !== '/' && toPathname.endsWith('/') ? toPathname.length - 1 : toPathname.length;
  const isActive = locationPathname === toPathname || (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlashPosition) === '/');
  // A declarative router has no pending navigation and no view transition to report.
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  const className = typeof classNameProp === 'function' ? classNameProp(renderProps) : [classNameProp, isActive ? 'active' : null].filter(Boolean).join(' ');
  const style = typeof styleProp === 'function' ? styleProp(renderProps) : styleProp;
  return createElement(
    Link,
    { ...rest, 'aria-current': isActive ? ariaCurrentProp : undefined, className, ref, style, to },
    typeof children === 'function' ? children(renderProps) : children,
  );
});
