/** /Programs, loaded with its route. */
export const loadProgramsPage = () =>
  import('./ProgramsPage.js').then((module) => module.ProgramsPage);
