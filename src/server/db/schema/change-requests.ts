import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './billing';
import { createdAt, id, money, ts } from './columns';
import { users } from './users';
import { websites } from './websites';

export const changeRequests = pgTable(
  'change_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id').references(() => websites.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['content', 'design', 'feature', 'bug', 'seo'] }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: ['pending', 'in_progress', 'completed', 'cancelled'] })
      .notNull()
      .default('pending'),
    estimatedCost: money('estimated_cost').notNull(),
    adminNotes: text('admin_notes'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
    /** The change_request payment issued when it was completed (once). */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('change_requests_user_idx').on(t.userId, t.createdAt),
    index('change_requests_status_idx').on(t.status, t.createdAt),
    check('change_requests_type_check', sql`${t.type} in ('content', 'design', 'feature', 'bug', 'seo')`),
    check(
      'change_requests_status_check',
      sql`${t.status} in ('pending', 'in_progress', 'completed', 'cancelled')`,
    ),
  ],
);

/** An uploaded file: owned by its uploader, optionally attached to a change request. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changeRequestId: uuid('change_request_id').references(() => changeRequests.id, { onDelete: 'cascade' }),
    objectKey: text('object_key').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    claimedAt: ts('claimed_at'),
    /** Set once the whole file is stored; a row without it is an upload in progress. */
    uploadedAt: ts('uploaded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('attachments_owner_idx').on(t.ownerId),
    index('attachments_change_request_idx').on(t.changeRequestId),
    uniqueIndex('attachments_object_key_idx').on(t.objectKey),
  ],
);
