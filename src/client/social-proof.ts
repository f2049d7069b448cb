import { api } from './api.ts';

type Texts = { notice: string; when: string; justNow: string; close: string };

/**
 * Social-proof notices on landing pages: real recent results (type and age only, from the API), one at a
 * time, a few seconds each. Texts come pre-translated in the page (data-social-* attributes).
 */
export async function startSocialProof(host: HTMLElement, texts: Texts) {
  const res = await api.latestResults();
  if (!res.ok || !res.data.length) return;
  const items = res.data.slice(0, 5);
  let i = 0;
  const show = () => {
    const r = items[i++ % items.length]!;
    const when = r.minutesAgo < 1 ? texts.justNow : texts.when.replace('{v}', String(r.minutesAgo));
    host.innerHTML = '';
    const text = document.createElement('p');
    text.textContent = `${texts.notice.replace('{mbticode}', r.typeCode)} · ${when}`;
    const close = document.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', texts.close);
    close.onclick = () => { host.hidden = true; clearInterval(timer); };
    host.append(text, close);
    host.hidden = false;
    setTimeout(() => { host.hidden = true; }, 6000);
  };
  setTimeout(show, 4000);
  const timer = setInterval(show, 20_000);
}
