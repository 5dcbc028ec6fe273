export { cardBrand, type CardInput, cardSchema, luhnValid } from '../../../../shared/cards';

/** How the test network treats a card number, like a card network's test mode. */
export type TestCardBehaviour = 'succeed' | 'decline' | 'insufficient_funds';
export function testCardBehaviour(digits: string): TestCardBehaviour {
  if (digits === '4000000000000002') return 'decline';
  if (digits === '4000000000009995') return 'insufficient_funds';
  return 'succeed';
}

export const declineMessages: Record<Exclude<TestCardBehaviour, 'succeed'>, string> = {
  decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/** Expired when the last day of the expiry month is behind us. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  return expYear < now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}
