import { z } from 'zod';
import { ExamId, Hl } from './common.ts';

export const HelpListParams = z.object({ examId: ExamId, hl: Hl });
export const HelpInfoParams = z.object({ id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'unknown article') });
export const HelpInfoQuery = z.object({ hl: Hl.optional() });

export const HelpList = z.array(z.object({
  id: z.string(), title: z.string(), intro: z.string(), items: z.array(z.object({ id: z.string(), title: z.string() })),
}));
export type HelpList = z.infer<typeof HelpList>;
export const HelpArticle = z.object({ id: z.string(), categoryId: z.string(), title: z.string(), body: z.array(z.string()) });
export type HelpArticle = z.infer<typeof HelpArticle>;

export const ProtocolList = z.array(z.object({ id: z.string(), flag: z.string(), title: z.string(), updated: z.string() }));
export type ProtocolList = z.infer<typeof ProtocolList>;
export const Protocol = z.object({
  id: z.string(), flag: z.string(), title: z.string(), updated: z.string(),
  sections: z.array(z.object({ heading: z.string(), paragraphs: z.array(z.string()) })),
});
export type Protocol = z.infer<typeof Protocol>;
