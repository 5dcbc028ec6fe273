import { delay } from '@/lib/utils';

/** Settles like `work`, but never before `ms` have passed (the spec's ~1 s sign-in pending state). */
export async function withMinimumDuration<T>(work: Promise<T>, ms: number): Promise<T> {
  const [result] = await Promise.allSettled([work, delay(ms)]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
