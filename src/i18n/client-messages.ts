import { addMessages, hasMessages } from './translate.ts';

// Each language's UI strings are a separate chunk: a page downloads only its own.
const loaders = import.meta.glob<{ default: Record<string, string> }>('../../i18n/*.json');
const pending = new Map<string, Promise<void>>();

/** Resolves once the strings of `hl` are registered (English is always bundled). */
export function messagesReady(hl: string): Promise<void> {
  if (hasMessages(hl)) return Promise.resolve();
  let p = pending.get(hl);
  if (!p) {
    const load = loaders[`../../i18n/${hl}.json`];
    p = load ? load().then((m) => addMessages(hl, m.default)) : Promise.resolve();
    pending.set(hl, p);
  }
  return p;
}
