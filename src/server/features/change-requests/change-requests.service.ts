import type { Db } from '../../db/client';
import { changeRequestsRepository } from './change-requests.repository';

export class ChangeRequestsService {
  constructor(private readonly db: Db) {}

  /** The owner's change requests of one website (for its backup). */
  forWebsite(userId: string, websiteId: string) {
    return changeRequestsRepository.listForWebsite(this.db, userId, websiteId);
  }
}
