import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    websiteUrl: text('website_url'),
    role: text('role', { enum: ['admin', 'client'] }).notNull().default('client'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /** AES-256-GCM encrypted TOTP secret in use while two_factor_enabled. */
    twoFactorSecret: text('two_factor_secret'),
    /** AES-256-GCM encrypted secret of a set-up not verified yet. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    preferences: jsonb('preferences').$type<Partial<Record<string, boolean>>>().notNull().default({}),
    /** The OpenID Connect identity this account signs in with: (issuer, subject). */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    stripeCustomerId: text('stripe_customer_id'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_oidc_identity_idx').on(t.oidcIssuer, t.oidcSubject),
    check('users_role_check', sql`${t.role} in ('admin', 'client')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    /** The provider's ID token of a hosted sign-in, for ending the provider session at logout. */
    oidcIdToken: text('oidc_id_token'),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    readAt: ts('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use recovery codes for two-factor sign-in, stored as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId), uniqueIndex('recovery_codes_hash_idx').on(t.userId, t.codeHash)],
);

/** The second step of a sign-in with two-factor authentication: valid 5 minutes, 5 tries. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_challenges_token_idx').on(t.tokenHash)],
);

/** Enquiries from the public Contact form. */
export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    service: text('service').notNull(),
    budget: text('budget').notNull(),
    timeline: text('timeline').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt)],
);
