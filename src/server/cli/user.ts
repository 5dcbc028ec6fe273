import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { z } from 'zod';
import { signupSchema } from '../../shared/auth';
import { loadConfig } from '../config';
import { sessions, users } from '../db/schema';
import { AuditService } from '../features/audit/audit.service';
import { hashPassword } from '../lib/crypto';
import { systemClock } from '../lib/clock';
import { loggerOptions } from '../logger';
import { openConfiguredDatabase } from './open-database';
import { transaction } from '../db/transaction';

// `npm run user -- create <email> <password> [--admin] [--first NAME] [--last NAME]`
// `npm run user -- set-role <email> admin|client`
// `npm run user -- reset-password <email> <password>`   (signs the account out everywhere)
const usage = 'Usage: npm run user -- create <email> <password> [--admin] [--first NAME] [--last NAME] | set-role <email> admin|client | reset-password <email> <password>';
const [command, email, third] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.match(/^--(first|last)$/));
const flag = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (!command || !email) fail(usage);
const password = (value: string | undefined) => {
  const parsed = signupSchema.shape.password.safeParse(value);
  return parsed.success ? parsed.data : fail(parsed.error.issues[0].message);
};
if (!z.email().safeParse(email).success) fail('Please enter a valid email address');

const config = loadConfig();
const { database, release } = await openConfiguredDatabase(config);
try {
  await database.migrate();
  const { db } = database;
  // Log lines go to stderr, so the command's own answer stays alone on stdout.
  const log = pino(loggerOptions(config) as pino.LoggerOptions, pino.destination(2));
  const audit = new AuditService({ db, clock: systemClock, log });
  // The command line has no signed-in user: the event names the operating-system account that ran it.
  const via = { via: 'cli', osUser: os.userInfo().username };
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (command === 'create') {
    if (existing) fail(`An account with this email already exists: ${email}`);
    const now = new Date();
    const role = process.argv.includes('--admin') ? 'admin' : 'client';
    const passwordHash = await hashPassword(password(third));
    await transaction(db, async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({ email: email.toLowerCase(), passwordHash, firstName: flag('first') ?? null, lastName: flag('last') ?? null, role, createdAt: now, updatedAt: now })
        .returning();
      await audit.record({ action: 'user.created', target: { type: 'user', id: created.id }, details: { email: created.email, role, ...via } }, tx);
    });
    console.log(`Created ${process.argv.includes('--admin') ? 'admin' : 'client'} ${email.toLowerCase()}`);
  } else if (command === 'set-role') {
    if (!existing) fail(`No account with the email ${email}`);
    if (third !== 'admin' && third !== 'client') fail('The role is admin or client');
    await transaction(db, async (tx) => {
      await tx.update(users).set({ role: third, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await audit.record({ action: 'user.role_changed', target: { type: 'user', id: existing.id }, details: { email: existing.email, from: existing.role, to: third, ...via } }, tx);
    });
    console.log(`${email} is now ${third}`);
  } else if (command === 'reset-password') {
    if (!existing) fail(`No account with the email ${email}`);
    const passwordHash = await hashPassword(password(third));
    await transaction(db, async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
      await tx.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, existing.id));
      await audit.record({ action: 'user.password_reset', target: { type: 'user', id: existing.id }, details: { email: existing.email, ...via } }, tx);
    });
    console.log(`Password of ${email} reset; its sessions are signed out`);
  } else {
    fail(usage);
  }
} finally {
  await database.close();
  release();
}
