import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** Help centre articles in one language (src/content/help/<hl>.json). */
export const HelpContent = z.object({
  categories: z.array(z.object({
    id: z.enum(['subscription', 'billing', 'legal', 'support']),
    title: z.string().min(2),
    intro: z.string().min(2),
    items: z.array(z.object({ id, title: z.string().min(2), body: z.array(z.string().min(2)).min(1) })).min(1),
  })).length(4),
});
export type HelpContent = z.infer<typeof HelpContent>;

/** Legal documents in one language (src/content/legal/<hl>.json). */
export const LegalContent = z.object({
  documents: z.array(z.object({
    id, flag: z.string(), title: z.string().min(2), updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    sections: z.array(z.object({ heading: z.string().min(2), paragraphs: z.array(z.string().min(2)).min(1) })).min(1),
  })).min(1),
});
export type LegalContent = z.infer<typeof LegalContent>;
