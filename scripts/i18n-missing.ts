// Lists, per language, the UI keys missing or left identical to English: npx tsx scripts/i18n-missing.ts
import { existsSync, readFileSync } from 'node:fs';
import { locales } from '../i18n/locales.ts';
import { placeholders, sameAsEnglishAllowed } from '../i18n/schema.ts';

const en = JSON.parse(readFileSync('i18n/en.json', 'utf8')) as Record<string, string>;
for (const { hl } of locales.filter((l) => l.hl !== 'en')) {
  const file = `i18n/${hl}.json`;
  if (!existsSync(file)) { console.log(`${hl}: no file`); continue; }
  const m = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const missing = Object.keys(en).filter((k) => !(k in m));
  const extra = Object.keys(m).filter((k) => !(k in en));
  const copies = Object.keys(en).filter((k) => !sameAsEnglishAllowed.has(k) && m[k] === en[k] && /[a-z]{3}/i.test(en[k]!));
  const broken = Object.keys(en).filter((k) => k in m && JSON.stringify(placeholders(en[k]!)) !== JSON.stringify(placeholders(m[k]!)));
  console.log(`${hl}: missing ${missing.length} ${missing.join(' ')} | extra ${extra.join(' ')} | copies ${copies.join(' ')} | placeholders ${broken.join(' ')}`);
}
