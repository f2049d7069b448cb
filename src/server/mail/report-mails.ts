import { translator } from '../../i18n/translate.ts';
import { localePrefix } from '../../i18n/locale-paths.ts';
import { resolveHl } from '../../../i18n/locales.ts';
import type { Mail } from './outbox.ts';

export type MailOrder = { orderNumber: string; examOrderNumber: string; code: string; examId: number; locale: string; typeCode: string; paidAt: Date | null };

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Links open the report in the language the test was taken in. */
export const reportLinks = (publicUrl: string, o: MailOrder, hl = o.locale) => {
  const base = `${publicUrl}${localePrefix(resolveHl(hl))}`;
  return {
    view: `${base}/report/result/${o.code}-${o.examId}?order=${o.orderNumber}`,
    pdf: `${base}/report/result-download/${o.code}-${o.examId}?order=${o.orderNumber}`,
  };
};

export function mailLayout(title: string, bodyHtml: string, footer: string) {
  return `<!doctype html><html><body style="margin:0;background:#f4f1ec;font-family:Helvetica,Arial,sans-serif;color:#2b2a33">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:14px;padding:32px">
<tr><td style="font-size:20px;font-weight:700;color:#3d6b5a;padding-bottom:8px">TypeLab</td></tr>
<tr><td><h1 style="font-size:22px;margin:8px 0 16px">${esc(title)}</h1>${bodyHtml}</td></tr>
<tr><td style="font-size:12px;color:#77747f;padding-top:24px;border-top:1px solid #eee">${esc(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

const button = (href: string, label: string) =>
  `<a href="${esc(href)}" style="display:inline-block;background:#3d6b5a;color:#fff;text-decoration:none;padding:12px 22px;border-radius:999px;font-weight:600;margin:4px 8px 4px 0">${esc(label)}</a>`;

function reportBlock(publicUrl: string, o: MailOrder, t: ReturnType<typeof translator>, hl?: string) {
  const links = reportLinks(publicUrl, o, hl);
  return {
    html: `<p style="margin:16px 0 6px;font-size:15px"><strong>${esc(t('email.reportLine', { mbticode: o.typeCode, ref: o.examOrderNumber }))}</strong></p>
<p>${button(links.view, t('email.viewReport'))}${button(links.pdf, t('email.downloadPdf'))}</p>`,
    text: `${t('email.reportLine', { mbticode: o.typeCode, ref: o.examOrderNumber })}\n${t('email.viewReport')}: ${links.view}\n${t('email.downloadPdf')}: ${links.pdf}\n`,
  };
}

/** Sent once when an order is paid. */
export function reportReadyMail(publicUrl: string, to: string, o: MailOrder): Mail {
  const t = translator(o.locale);
  const block = reportBlock(publicUrl, o, t);
  const intro = t('email.ready.intro', { mbticode: o.typeCode });
  return {
    dedupeKey: `report-ready:${o.orderNumber}`,
    to,
    subject: t('email.ready.subject', { mbticode: o.typeCode }),
    html: mailLayout(t('email.ready.title'), `<p style="line-height:1.6">${esc(intro)}</p>${block.html}<p style="line-height:1.6;color:#55525e">${esc(t('email.keepPrivate'))}</p>`, t('email.footer')),
    text: `${t('email.ready.title')}\n\n${intro}\n\n${block.text}\n${t('email.keepPrivate')}\n\n${t('email.footer')}`,
  };
}

/** Sent on request from /report/retrieve with every paid report of the address. */
export function reportsRetrievedMail(publicUrl: string, to: string, hl: string, orders: MailOrder[], requestKey: string): Mail {
  const t = translator(hl);
  const blocks = orders.map((o) => reportBlock(publicUrl, o, t, hl));
  const intro = t('email.retrieve.intro', { count: orders.length });
  return {
    dedupeKey: `retrieve:${requestKey}`,
    to,
    subject: t('email.retrieve.subject'),
    html: mailLayout(t('email.retrieve.title'), `<p style="line-height:1.6">${esc(intro)}</p>${blocks.map((b) => b.html).join('')}<p style="line-height:1.6;color:#55525e">${esc(t('email.retrieve.notYou'))}</p>`, t('email.footer')),
    text: `${t('email.retrieve.title')}\n\n${intro}\n\n${blocks.map((b) => b.text).join('\n')}\n${t('email.retrieve.notYou')}\n\n${t('email.footer')}`,
  };
}
