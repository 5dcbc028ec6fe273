import { z } from 'zod';

export const roles = ['admin', 'client'] as const;
export type Role = (typeof roles)[number];

const required = (label: string) => z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`);

export const signupSchema = z.object({
  email: required('Email').pipe(z.email('Please enter a valid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(8, 'Password must be at least 8 characters')
    .max(128, 'Password must be at most 128 characters'),
  firstName: required('First name').pipe(z.string().max(100, 'First name must be at most 100 characters')),
  lastName: required('Last name').pipe(z.string().max(100, 'Last name must be at most 100 characters')),
  websiteUrl: required('Website URL').pipe(z.string().max(2048, 'Website URL is too long')),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const loginSchema = z.object({
  email: required('Email').pipe(z.string().max(320)),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const authTokenResponse = z.object({ token: z.string(), userId: z.string() });
export type AuthTokenResponse = z.infer<typeof authTokenResponse>;

export const userSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(roles),
  twoFactorEnabled: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export { greetingName } from './greeting';
