import { html } from 'hono/html';
import { TestCardConfirm, TestCardResult } from '../../../contract/pay.ts';
import { badRequest, notFound } from '../../http/api-error.ts';
import { createRoute } from '@hono/zod-openapi';
import { jsonBody, responses } from '../../http/define-call.ts';
import { createRouter, ok } from '../../http/envelope.ts';
import { expiryInFuture, luhnValid, testCards } from '../../payments/test-cards.ts';
import { translator } from '../../../i18n/translate.ts';
import { locales, resolveHl } from '../../../../i18n/locales.ts';

const tags = ['test-provider'];

/**
 * The built-in test processor's own endpoints: what Stripe.js or PayPal's site would do against
 * their servers. Only registered when the test provider is active.
 */
export const testProviderRoutes = createRouter()
  .openapi(createRoute({ method: 'post', path: '/test-provider/confirm', summary: 'Confirm a card payment with a test card', tags, request: { body: jsonBody(TestCardConfirm) }, responses: responses(TestCardResult) }),
    async (c) => {
      const body = c.req.valid('json');
      const deps = c.var.deps;
      if (!luhnValid(body.cardNumber)) throw badRequest('card_number_invalid');
      if (!expiryInFuture(body.expiry)) throw badRequest('card_expiry_past');
      const outcome = testCards[body.cardNumber];
      if (!outcome) throw badRequest('card_not_test_card');
      const intent = await deps.db.transaction(async (tx) => {
        const found = await deps.testProvider.findBySecret(tx, body.clientSecret);
        if (!found || found.method !== 'card') throw notFound('Payment not found');
        return deps.testProvider.confirm(tx, body.clientSecret, outcome, body.cardNumber.slice(-4));
      });
      const status: 'processing' | 'succeeded' | 'failed' = intent!.status === 'succeeded' ? 'succeeded'
        : intent!.status === 'processing' || intent!.status === 'requires_confirmation' ? 'processing' : 'failed';
      return ok(c, { status });
    });

/** The stand-in for PayPal's approval page: plain server HTML, like the third-party page it imitates. */
testProviderRoutes.get('/test-provider/paypal/:secret', async (c) => {
  const secret = c.req.param('secret');
  const hl = resolveHl(c.req.query('hl'));
  const t = translator(hl);
  const intent = await c.var.deps.db.transaction((tx) => c.var.deps.testProvider.findBySecret(tx, secret));
  if (!intent || intent.method !== 'paypal') return c.html(`<h1>${t('testpay.notFound')}</h1>`, 404);
  const amount = (intent.amount / 100).toFixed(2);
  const lang = locales.find((l) => l.hl === hl)?.htmlLang ?? 'en-US';
  return c.html(html`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t('testpay.title')}</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;background:#f5f7fa;margin:0;display:grid;place-items:center;min-height:100vh;color:#1c2733}
main{background:#fff;padding:32px;border-radius:12px;box-shadow:0 4px 24px #0001;max-width:380px;width:90%}
h1{font-size:22px;margin:0 0 4px;color:#003087}.tag{display:inline-block;background:#fff3cd;color:#6b4e00;border-radius:6px;padding:2px 8px;font-size:12px}
.amt{font-size:32px;font-weight:700;margin:20px 0}button{width:100%;padding:14px;border-radius:999px;border:0;font-size:16px;font-weight:600;cursor:pointer;margin-top:10px}
.ok{background:#ffc439;color:#111}.no{background:#eef1f5;color:#1c2733}</style></head>
<body><main><h1>PayPal</h1><span class="tag">${t('testpay.badge')}</span>
<p>${t('testpay.ask')}${intent.amount === 0 ? ` ${t('testpay.trial')}` : ''}</p>
<div class="amt">${intent.currency} ${amount}</div>
<form method="post" action="/pay/test-provider/paypal/${secret}/approve"><button class="ok" type="submit">${t('testpay.approve')}</button></form>
<form method="post" action="/pay/test-provider/paypal/${secret}/cancel"><button class="no" type="submit">${t('testpay.cancel')}</button></form>
</main></body></html>`);
});

testProviderRoutes.post('/test-provider/paypal/:secret/:decision{approve|cancel}', async (c) => {
  const { secret, decision } = c.req.param();
  const deps = c.var.deps;
  const intent = await deps.db.transaction(async (tx) => {
    const found = await deps.testProvider.findBySecret(tx, secret);
    if (!found || found.method !== 'paypal') return null;
    return decision === 'approve' ? deps.testProvider.approvePaypal(tx, secret) : deps.testProvider.cancelBySecret(tx, secret);
  });
  if (!intent) return c.html('<h1>Payment not found</h1>', 404);
  // Both decisions lead back to our own check page, which shows the outcome.
  const back = new URL(intent.returnUrl);
  return c.redirect(back.pathname + back.search, 303);
});
