/** Card numbers the built-in test processor knows, like a real processor's test mode. */
export const testCards: Record<string, 'succeed' | 'decline' | 'insufficient_funds' | 'expired_card'> = {
  '4242424242424242': 'succeed',
  '5555555555554444': 'succeed',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

export { expiryInFuture, luhnValid } from '../../contract/card.ts';
