/** A scheduled job: idempotent, safe to run twice or from two processes at once. */
export interface Job {
  name: string;
  run(): Promise<number>;
}
