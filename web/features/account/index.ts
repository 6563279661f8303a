/** /account, a signed-in member's own page, loaded with its route. */
export const loadAccountPage = () =>
  import('./AccountPage.js').then((module) => module.AccountPage);
