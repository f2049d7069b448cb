/** Countries and regions offered in the info form; names come from the browser in the page's language. */
export const countryCodes = [
  'US', 'CA', 'MX', 'BR', 'AR', 'CL', 'CO', 'PE', 'GB', 'IE', 'FR', 'BE', 'NL', 'LU', 'DE', 'AT', 'CH', 'IT', 'ES', 'PT',
  'DK', 'SE', 'NO', 'FI', 'IS', 'PL', 'CZ', 'SK', 'HU', 'RO', 'BG', 'GR', 'HR', 'SI', 'EE', 'LV', 'LT', 'UA', 'TR', 'IL',
  'AE', 'SA', 'EG', 'MA', 'ZA', 'NG', 'KE', 'IN', 'PK', 'BD', 'LK', 'CN', 'HK', 'MO', 'TW', 'JP', 'KR', 'SG', 'MY', 'TH',
  'VN', 'PH', 'ID', 'AU', 'NZ',
];

export function countryOptions(lang: string) {
  const names = new Intl.DisplayNames([lang], { type: 'region' });
  return countryCodes.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, lang));
}
