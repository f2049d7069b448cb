import { codeAndExamFromPath } from '../routes/route-table.ts';
import { $config, updateConfig } from '../stores/config.ts';
import { isThemeName } from '../contract/theme-names.ts';
import { pickTrackingQuery } from './tracking-query.ts';
import { api } from './api.ts';

/**
 * Runs on every page without React: records where the visitor came from (code, examId, tracking
 * keys, landing theme), points journey links at `{code}-{examId}`, shows the cookie notice and
 * counts the page view.
 */
const html = document.documentElement;
const fromPath = 'notFound' in html.dataset ? null : codeAndExamFromPath(location.pathname);
const landingTheme = html.dataset.landing;
updateConfig({
  ...(fromPath ?? {}),
  ...(isThemeName(landingTheme) ? { theme: landingTheme } : {}),
  query: pickTrackingQuery(location.search),
});

const slug = `${$config.get().code}-${$config.get().examId}`;
const theme = $config.get().theme;
for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-route]')) a.href = `${a.dataset.route!.replace('{theme}', theme)}/${slug}`;

const cookieKey = 'MBTI-cookie-ok';
const notice = document.getElementById('cookie-notice');
if (notice && !localStorage.getItem(cookieKey)) {
  notice.hidden = false;
  notice.querySelector('button')?.addEventListener('click', () => {
    localStorage.setItem(cookieKey, '1');
    notice.hidden = true;
  });
}

async function countView() {
  const c = $config.get();
  let logid = c.query.logid;
  if (!logid) {
    const res = await api.logid(c.examId);
    if (!res.ok) return;
    logid = res.data.logid;
    updateConfig({ query: { logid } });
  }
  await api.pageView(location.pathname, c.query.hl ?? 'en', logid, c.examId);
}
void countView();
