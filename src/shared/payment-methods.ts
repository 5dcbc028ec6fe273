/** A saved card as GET /api/payment-methods answers it; the card number itself never leaves the processor. */
export interface SavedCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}
