/** The ministry pages (Foundation School, Children, Teens), loaded with their route. */
export const loadMinistryPage = () =>
  import('./MinistryPage.js').then((module) => module.MinistryPage);
