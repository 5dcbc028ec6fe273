/**
 * '$2,999', '$49.50': a catalogue price as the public pages show it.
 *
 * The same text as displayPrice in features/orders/lib/order-display.ts (display-price.test.ts keeps them
 * equal), written apart on purpose: that module brings the order schemas and zod with it, and it formats with
 * toLocaleString, whose first call loads the browser's number formatting data (about 20 ms of main thread on
 * a fast machine, four times that on a mid-range phone). Prices are US dollars in en-US style, so string work
 * on the number's decimal digits does.
 */
export function displayPrice(amount: string | number): string {
  const n = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  const value = Number.isFinite(n) ? n : 0;
  const cents = Math.round(value * 100) % 100 !== 0;
  const digits = Math.abs(value).toString();
  // 1e21 and up, or under a millionth: never a price; let the browser spell them.
  if (digits.includes('e')) return `$${value.toLocaleString('en-US', { minimumFractionDigits: cents ? 2 : 0, maximumFractionDigits: 2 })}`;
  const [whole, fraction = ''] = digits.split('.');
  // To the cent, half away from zero on the decimal digits, as Intl.NumberFormat rounds.
  let inCents = BigInt(whole + fraction.padEnd(2, '0').slice(0, 2));
  if (fraction.length > 2 && fraction[2] >= '5') inCents += 1n;
  const text = inCents.toString().padStart(3, '0');
  const dollars = text.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const shownCents = cents ? text.slice(-2) : text.slice(-2).replace(/0+$/, '');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `$${sign}${dollars}${shownCents ? `.${shownCents}` : ''}`;
}
