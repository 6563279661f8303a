import type { NavLabels } from './en.js';

export const fr: { nav: NavLabels } = {
  nav: {
    home: 'ACCUEIL',
    watchLive: 'EN DIRECT',
    ministries: 'MINISTÈRES',
    programs: 'PROGRAMMES',
    sermons: 'SERMONS',
    testify: 'TÉMOIGNER',
    prayer: 'PRIÈRE',
    give: 'DONNER',
    contactUs: 'CONTACTEZ-NOUS',
    foundationSchool: 'ÉCOLE DE FONDATION',
    childrenMinistry: 'MINISTÈRE DES ENFANTS',
    teensMinistry: 'MINISTÈRE DES ADOLESCENTS',
  },
};
