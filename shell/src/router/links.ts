// <Link> and <NavLink> of the product's router (router.ts). They render what React Router's render (href,
// data-discover, aria-current, className 'active'; __tests__/links.test.tsx compares them) and navigate as React
// Router's declarative links do: useLinkClickHandler (modifier keys, target, replace when the URL is unchanged, state).
// Framework-mode options (prefetch, view transitions, masked URLs) have nothing to do here and are ignored. Absolute
// URLs are plain links (the apps link to other sites with <a>).
import { createElement, forwardRef, type MouseEvent } from 'react';
import type { LinkProps, NavLinkProps } from 'react-router';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from './router.js';

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
    // Options of a data router or of framework mode: nothing to do in a declarative router.
    preventScrollReset: _preventScrollReset,
    prefetch: _prefetch,
    mask: _mask,
    viewTransition: _viewTransition,
    defaultShouldRevalidate: _defaultShouldRevalidate,
    ...rest
  } = props;
  const absolute = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to, { relative });
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, relative });
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
  let toPathname = path.pathname;
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
