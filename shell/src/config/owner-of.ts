// Which remote serves a pathname, by React Router's own matching: the app's routes, the footer and the server's
// frame ask the same question the same way.
import { matchPath } from 'react-router-dom';
import { routeOwner, type RemoteName } from './paths.js';

export const ownerOf = (pathname: string): RemoteName | null => routeOwner(pathname, (pattern, path) => matchPath({ path: pattern, end: true }, path) !== null);
