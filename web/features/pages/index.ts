/** The home page and the pages shown when no route or a route's code fails. */
export { HomePage } from './HomePage.js';
export { NotFoundPage } from './NotFoundPage.js';
export { RouteErrorPage } from './RouteErrorPage.js';
/** The home page's query keys, which the server fills in the page it sends. */
export { homeKeys } from './home/home-keys.js';
