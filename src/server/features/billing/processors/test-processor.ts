import { randomBytes, randomUUID } from 'node:crypto';
import type { ChargeResult, PaymentProcessor } from './processor';
import { declineMessages, type TestCardBehaviour } from './test-cards';

/**
 * The built-in, offline processor. Intents are ours; cards are checked and decided by the
 * billing service through `test-cards.ts` when the browser confirms with a card.
 */
export class TestProcessor implements PaymentProcessor {
  readonly name = 'test' as const;

  async createIntent() {
    const ref = `pi_test_${randomUUID().replace(/-/g, '')}`;
    return { processorRef: ref, clientSecret: `${ref}_secret_${randomBytes(24).toString('base64url')}` };
  }

  async chargeSaved(input: { saved: { token: string; data: Record<string, unknown> } }): Promise<ChargeResult> {
    const behaviour = (input.saved.data.behaviour ?? 'succeed') as TestCardBehaviour;
    if (behaviour !== 'succeed') return { ok: false, message: declineMessages[behaviour] };
    const card = input.saved.data.card as { brand: string; last4: string; expMonth: number; expYear: number };
    return { ok: true, processorRef: `ch_test_${randomUUID().replace(/-/g, '')}`, card };
  }

  /** Test intents move no money: a second intent of a paid payment is refused before it succeeds. */
  async refund() {}
}

export const newTestCardToken = () => `tok_test_${randomBytes(16).toString('hex')}`;
