/** /give, loaded with its route. */
export const loadGivePage = () => import('./GivePage.js').then((module) => module.GivePage);
