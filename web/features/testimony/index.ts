/** /TestifyScreen, loaded with its route: the testimony wall and the form to add one. */
export const loadTestifyPage = () =>
  import('./TestifyPage.js').then((module) => module.TestifyPage);
