/** Query keys double as GET paths: the default query function joins them with '/'. */
export const PAYMENTS_QUERY_KEY = ['/api/payments'] as const;
export const PAYMENT_METHODS_QUERY_KEY = ['/api/payment-methods'] as const;

export const paymentMethodUrl = (id: string) => `/api/payment-methods/${encodeURIComponent(id)}`;

/** GET /api/payments/{id}/receipt.pdf: a paid payment's receipt (the session cookie authenticates the download). */
export const receiptUrl = (paymentId: string) => `/api/payments/${encodeURIComponent(paymentId)}/receipt.pdf`;
