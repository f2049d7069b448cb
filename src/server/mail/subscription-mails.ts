import { translator } from '../../i18n/translate.ts';
import { locales, resolveHl } from '../../../i18n/locales.ts';
import type { Mail } from './outbox.ts';
import { mailLayout } from './report-mails.ts';

/** Confirms a cancellation to the address, so its owner knows even if someone else asked. */
export function cancellationMail(to: string, hl: string, until: Date, key: string): Mail {
  const lang = resolveHl(hl);
  const t = translator(lang);
  const date = new Intl.DateTimeFormat(locales.find((l) => l.hl === lang)?.htmlLang ?? 'en-US', { dateStyle: 'long' }).format(until);
  const body = t('email.cancel.body', { time: date });
  return {
    dedupeKey: `cancel:${key}`,
    to,
    subject: t('email.cancel.subject'),
    html: mailLayout(t('email.cancel.title'), `<p style="line-height:1.6">${body.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</p>`, t('email.footer')),
    text: `${t('email.cancel.title')}\n\n${body}\n\n${t('email.footer')}`,
  };
}
