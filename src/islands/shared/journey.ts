import { $config } from '../../stores/config.ts';
import { $order } from '../../stores/order.ts';

/** URL of a journey route for the visitor's code and examId, optionally carrying the order. */
export function journeyUrl(route: string, opts: { order?: string | null } = {}): string {
  const c = $config.get();
  const path = `${c.localePath}${route.replace('{theme}', c.theme)}/${c.code}-${c.examId}`;
  return opts.order ? `${path}?order=${encodeURIComponent(opts.order)}` : path;
}

export function go(route: string, opts: { order?: string | null } = {}) {
  window.location.assign(journeyUrl(route, opts));
}

/** The order this page is about: the emailed/linked one in ?order=, else the one on this device. */
export function currentOrderNumber(): string | null {
  const fromUrl = new URLSearchParams(window.location.search).get('order');
  if (fromUrl && /^[a-z2-7]{26}$/.test(fromUrl)) return fromUrl;
  return $order.get().orderNumber;
}
