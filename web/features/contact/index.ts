/** /Contact, loaded with its route: the contact form and every other way to reach the church. */
export const loadContactPage = () =>
  import('./ContactPage.js').then((module) => module.ContactPage);
