import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { signupSchema } from '../../shared/auth';
import { loadConfig } from '../config';
import { sessions, users } from '../db/schema';
import { hashPassword } from '../lib/crypto';
import { openConfiguredDatabase } from './open-database';

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
  const [existing] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (command === 'create') {
    if (existing) fail(`An account with this email already exists: ${email}`);
    const now = new Date();
    await db.insert(users).values({
      email: email.toLowerCase(),
      passwordHash: await hashPassword(password(third)),
      firstName: flag('first') ?? null,
      lastName: flag('last') ?? null,
      role: process.argv.includes('--admin') ? 'admin' : 'client',
      createdAt: now,
      updatedAt: now,
    });
    console.log(`Created ${process.argv.includes('--admin') ? 'admin' : 'client'} ${email.toLowerCase()}`);
  } else if (command === 'set-role') {
    if (!existing) fail(`No account with the email ${email}`);
    if (third !== 'admin' && third !== 'client') fail('The role is admin or client');
    await db.update(users).set({ role: third, updatedAt: new Date() }).where(eq(users.id, existing.id));
    console.log(`${email} is now ${third}`);
  } else if (command === 'reset-password') {
    if (!existing) fail(`No account with the email ${email}`);
    await db.update(users).set({ passwordHash: await hashPassword(password(third)), updatedAt: new Date() }).where(eq(users.id, existing.id));
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, existing.id));
    console.log(`Password of ${email} reset; its sessions are signed out`);
  } else {
    fail(usage);
  }
} finally {
  await database.close();
  release();
}
