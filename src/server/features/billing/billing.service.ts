import type { Db } from '../../db/client';
import { billingRepository } from './billing.repository';

export class BillingService {
  constructor(private readonly db: Db) {}

  /** The owner's payments of one website (for its backup). */
  paymentsForWebsite(userId: string, websiteId: string) {
    return billingRepository.listForWebsite(this.db, userId, websiteId);
  }
}
