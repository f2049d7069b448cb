import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { addMessages } from '../i18n/translate.ts';

/** Server: registers every language's strings for mails and PDFs. */
export function loadAllMessages() {
  const dir = fileURLToPath(new URL('../../i18n/', import.meta.url));
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    addMessages(file.replace(/\.json$/, ''), JSON.parse(readFileSync(dir + file, 'utf8')));
  }
}
