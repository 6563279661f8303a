/** The home page and the pages shown when no route or a route's code fails. */
export { HomePage } from './HomePage.js';
export { NotFoundPage } from './NotFoundPage.js';
export { RouteErrorPage } from './RouteErrorPage.js';
