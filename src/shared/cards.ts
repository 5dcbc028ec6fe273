import { z } from 'zod';

/** Card form payload; the same rules the test processor and the card form apply. */
export const cardSchema = z.object({
  number: z
    .string('Card number is required')
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .regex(/^\d{12,19}$/, 'Your card number is incomplete.')
        .refine(luhnValid, 'Your card number is invalid.'),
    ),
  expMonth: z.coerce.number('Expiry month is required').int().min(1, 'Your card\'s expiration month is invalid.').max(12, 'Your card\'s expiration month is invalid.'),
  expYear: z.coerce.number('Expiry year is required').int().min(2000, 'Your card\'s expiration year is invalid.').max(2100, 'Your card\'s expiration year is invalid.'),
  cvc: z.string('CVC is required').trim().regex(/^\d{3,4}$/, 'Your card\'s security code is incomplete.'),
});
export type CardInput = z.input<typeof cardSchema>;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'card';
}

