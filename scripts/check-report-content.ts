// Usage: npx tsx scripts/check-report-content.ts [locale]  — validates every type file of a locale.
import { readFileSync, existsSync } from 'node:fs';
import { TypeReportContent, typeCodes } from '../src/content/report-content.schema.ts';

const locale = process.argv[2] ?? 'en';
let bad = 0;
for (const code of typeCodes) {
  const file = `src/content/reports/${locale}/${code}.json`;
  if (!existsSync(file)) { console.log(`missing ${file}`); bad++; continue; }
  const parsed = TypeReportContent.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) { bad++; console.log(file, JSON.stringify(parsed.error.issues.slice(0, 5), null, 1)); }
  else if (parsed.data.code !== code) { bad++; console.log(`${file}: code mismatch`); }
  else console.log(`ok ${file}`);
}
process.exit(bad ? 1 : 0);
