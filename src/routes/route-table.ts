/**
 * Every page route that takes `{code}-{examId}`, with the pre-built page that serves it.
 * Read by the server (to map requests) and by tests; Astro builds one page per `page`.
 */
export type PageRoute = { path: string; page: string; noindex?: boolean };

/** Theme landings and their legacy route names (SPEC §2). Only themes with a folder under themes/ are built. */
export const themeRoutes: Record<string, string> = {
  relax: '/relaxPage', home: '/homePage', third: '/thirdPage', new: '/newPage', girl: '/girlPage',
  types: '/typesPage', free: '/free', founder: '/founder', young: '/young',
};

export const pageRoutes: PageRoute[] = [
  ...Object.entries(themeRoutes).flatMap(([theme, alias]) => [
    { path: `/landing/${theme}`, page: `landing/${theme}` },
    { path: alias, page: `landing/${theme}` },
  ]),
  { path: '/landing/girl-old', page: 'landing/girl' },
  { path: '/answer/question', page: 'answer/question' },
  { path: '/answer/email', page: 'answer/email', noindex: true },
  { path: '/paying/scheme', page: 'paying/scheme', noindex: true },
  { path: '/paying/payment', page: 'paying/payment', noindex: true },
  { path: '/paying/check', page: 'paying/check', noindex: true },
  { path: '/paying/success', page: 'paying/success', noindex: true },
  { path: '/paying/failed', page: 'paying/failed', noindex: true },
  { path: '/report/result', page: 'report/result', noindex: true },
  { path: '/report/result-download', page: 'report/result-download', noindex: true },
  { path: '/report/retrieve', page: 'report/retrieve' },
  { path: '/cancel/subscription', page: 'cancel/subscription', noindex: true },
  { path: '/cancel/success', page: 'cancel/success', noindex: true },
  { path: '/paying/package', page: 'paying/package', noindex: true },
  { path: '/help', page: 'help' },
  { path: '/helpDetail', page: 'helpDetail' },
  { path: '/support', page: 'support' },
  { path: '/report/result-free-test', page: 'report/result-free-test', noindex: true },
  { path: '/answer/submit', page: 'answer/question', noindex: true },
  { path: '/answer/submit-old', page: 'answer/question', noindex: true },
  { path: '/paying/paypage', page: 'paying/payment', noindex: true },
  { path: '/paying/scheme-old', page: 'paying/scheme', noindex: true },
  { path: '/paying/subscribe/check', page: 'paying/check', noindex: true },
  // Legacy aliases (SPEC §2) show the same page as their main route.
  { path: '/answer_submit', page: 'answer/question', noindex: true },
  { path: '/payPage', page: 'paying/payment', noindex: true },
  { path: '/pay_package', page: 'paying/package', noindex: true },
  { path: '/help-detail', page: 'helpDetail' },
  { path: '/cancel-subscription', page: 'cancel/subscription', noindex: true },
  { path: '/cancel-success', page: 'cancel/success', noindex: true },
  { path: '/question', page: 'answer/question' },
  { path: '/email', page: 'answer/email', noindex: true },
  { path: '/scheme_select', page: 'paying/scheme', noindex: true },
  { path: '/payment', page: 'paying/payment', noindex: true },
  { path: '/pay_check', page: 'paying/check', noindex: true },
  { path: '/pay_success', page: 'paying/success', noindex: true },
  { path: '/pay_failed', page: 'paying/failed', noindex: true },
  { path: '/retrieve', page: 'report/retrieve' },
];

const slug = /^([A-Za-z0-9_]{1,64})-(\d{1,9})$/;

/** Splits `/landing/relax/fb01-1` into its route, code and examId; null when the shape is wrong. */
export function matchPageRoute(pathname: string): { route: PageRoute; code: string; examId: number } | null {
  const cut = pathname.replace(/\/+$/, '').lastIndexOf('/');
  if (cut <= 0) return null;
  const base = pathname.slice(0, cut);
  const m = slug.exec(pathname.slice(cut + 1).replace(/\/+$/, ''));
  const route = pageRoutes.find((r) => r.path === base);
  if (!m || !route) return null;
  return { route, code: m[1]!, examId: Number(m[2]) };
}

/** Reads code and examId from the current page path (client side). */
export function codeAndExamFromPath(pathname: string): { code: string; examId: number } | null {
  const m = matchPageRoute(pathname);
  return m ? { code: m.code, examId: m.examId } : null;
}
