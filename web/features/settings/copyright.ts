import type { ChurchProfile } from '#shared/schemas/settings.js';

/** Who holds the copyright: the name the church entered, else its zone name. */
export function copyrightHolder(church: Pick<ChurchProfile, 'copyright' | 'zoneName'>): string {
  return church.copyright.holder || church.zoneName;
}
