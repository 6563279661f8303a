/** Every region name in English by its ISO 3166-1 alpha-2 code, as the runtime's ICU knows them. */
let codesByName: Map<string, string> | undefined;

function allCodesByName(): Map<string, string> {
  if (codesByName) return codesByName;
  codesByName = new Map();
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      const name = names.of(code);
      if (name) codesByName.set(name.toLowerCase(), code);
    }
  }
  return codesByName;
}

/**
 * The ISO 3166-1 alpha-2 code schema.org wants for `addressCountry`, from the country as the
 * settings write it ("Nigeria", or "NG" already); undefined when it names no country.
 */
export function countryCode(country: string): string | undefined {
  const text = country.trim();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    return [...allCodesByName().values()].includes(code) ? code : undefined;
  }
  return allCodesByName().get(text.toLowerCase());
}
