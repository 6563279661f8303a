import type { NavLabels } from './en.js';

export const es: { nav: NavLabels } = {
  nav: {
    home: 'INICIO',
    watchLive: 'EN VIVO',
    ministries: 'MINISTERIOS',
    programs: 'PROGRAMAS',
    sermons: 'PRÉDICAS',
    testify: 'TESTIFICAR',
    prayer: 'ORACIÓN',
    give: 'OFRENDAR',
    contactUs: 'CONTÁCTANOS',
    foundationSchool: 'ESCUELA DE FUNDAMENTOS',
    childrenMinistry: 'MINISTERIO INFANTIL',
    teensMinistry: 'MINISTERIO DE ADOLESCENTES',
  },
};
