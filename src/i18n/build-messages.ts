import { addMessages } from './translate.ts';

// Build time (Astro pages) only: every language's strings, so each pre-built page is written in its language.
const all = import.meta.glob<{ default: Record<string, string> }>('../../i18n/*.json', { eager: true });
for (const [path, mod] of Object.entries(all)) addMessages(path.replace(/^.*\/([^/]+)\.json$/, '$1'), mod.default);
