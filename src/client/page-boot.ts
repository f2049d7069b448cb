import { codeAndExamFromPath } from '../routes/route-table.ts';
import { $config, $hl, updateConfig } from '../stores/config.ts';
import { isThemeName } from '../contract/theme-names.ts';
import { pickTrackingQuery } from './tracking-query.ts';
import { api } from './api.ts';
import { localePrefix } from '../i18n/locale-paths.ts';

/**
 * Runs on every page without React: records where the visitor came from (code, examId, tracking
 * keys, landing theme), points journey links at `{code}-{examId}`, shows the cookie notice and
 * counts the page view.
 */
const html = document.documentElement;
/** The path without its language prefix (/ja/landing/… → /landing/…). */
const bare = location.pathname.replace(/^\/(zh-CN|zh-HK|fr|es|ja|de|pt|ko)(?=\/)/, '');
const fromPath = 'notFound' in html.dataset ? null : codeAndExamFromPath(bare);
const landingTheme = html.dataset.landing;
updateConfig({
  localePath: localePrefix($hl.get()),
  ...(fromPath ?? {}),
  ...(isThemeName(landingTheme) ? { theme: landingTheme } : {}),
  query: pickTrackingQuery(location.search),
});

const slug = `${$config.get().code}-${$config.get().examId}`;
const { theme, localePath } = $config.get();
for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-route]')) {
  a.href = `${localePath}${a.dataset.route!.replace('{theme}', theme)}/${slug}${a.dataset.query ? `?${a.dataset.query}` : ''}`;
}
for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-path]')) a.href = `${localePath}${a.dataset.path}`;

// Language links keep the visitor on the same page; choosing one is remembered for 365 days (SPEC §4, §9).
for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-locale]')) {
  const hl = a.dataset.locale!;
  a.href = `${hl === 'en' ? '' : `/${hl}`}${bare}${location.search}`;
  a.addEventListener('click', () => {
    document.cookie = `MBTI-locale=${hl}; max-age=${365 * 86_400}; path=/; samesite=lax`;
    updateConfig({ localePath: hl === 'en' ? '' : `/${hl}` });
  });
}

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
  await api.pageView(location.pathname, $hl.get(), logid, c.examId);
}
void countView();

// Landing pages only: real, anonymous recent results.
const social = document.getElementById('social-proof');
if (social) {
  const d = social.dataset;
  void import('./social-proof.ts').then((m) => m.startSocialProof(social, { notice: d.notice!, when: d.when!, justNow: d.justNow!, close: d.close! }));
}
