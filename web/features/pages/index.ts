/**
 * The home page (its code loads with its route, like every page: the other pages never download
 * it) and the pages shown when no route or a route's code fails.
 */
export const loadHomePage = () => import('./HomePage.js').then((module) => module.HomePage);
export { NotFoundPage } from './NotFoundPage.js';
export { RouteErrorPage } from './RouteErrorPage.js';
/** The home page's query keys, which the server fills in the page it sends. */
export { homeKeys } from './home/home-keys.js';
