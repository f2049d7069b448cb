/** The report's tabs in order (SPEC §2). */
export const tabIds = ['basic', 'dimensions', 'growth', 'relationships', 'career', 'reading', 'analysis', 'additional', 'advanced'] as const;
export type TabId = (typeof tabIds)[number];
