import { createContext, useContext } from 'react';
import type { AdminSection } from '#shared/constants.js';

/**
 * Whether the signed-in staff member may open a section, for sections that link to others (the
 * dashboard's quick actions). The panel's shell provides it from its one list of sections, so
 * the kit, and every section, stays unaware of the others' roles.
 */
export const SectionAccessContext = createContext<(section: AdminSection) => boolean>(() => false);

export function useMayOpenSection(): (section: AdminSection) => boolean {
  return useContext(SectionAccessContext);
}
