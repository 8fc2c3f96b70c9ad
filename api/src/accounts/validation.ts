import { hasControlCharacters } from '@tablecraft/core';
import { z } from 'zod';

// Top-level routes and words that would be confusing or impersonating as /@{userName}.
export const RESERVED_USER_NAMES = new Set([
  'about',
  'account',
  'accounts',
  'admin',
  'administrator',
  'api',
  'app',
  'assets',
  'create',
  'edit',
  'files',
  'graphql',
  'help',
  'learn',
  'log-in',
  'log-out',
  'login',
  'logout',
  'me',
  'mod',
  'moderator',
  'new',
  'null',
  'play',
  'privacy',
  'reset-password',
  'root',
  'settings',
  'sign-up',
  'signup',
  'socket',
  'staff',
  'static',
  'support',
  'system',
  'tablecraft',
  'terms',
  'undefined',
  'upload',
  'user',
  'users',
  'accept-invite',
  'activate-key',
]);

export const userNameSchema = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(30, 'must be at most 30 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'may contain only letters, digits, _ and -')
  .refine((value) => !RESERVED_USER_NAMES.has(value.toLowerCase()), 'is reserved; choose another');

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters')
  // Control characters would break layouts and logs; HTML is fine, it is always shown as text.
  .refine((value) => !hasControlCharacters(value), 'must not contain control characters');

export const emailSchema = z.string().trim().max(254, 'must be at most 254 characters').pipe(z.email('must be a valid email address'));

export const passwordSchema = z.string().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters');

export const imageSchema = z
  .string()
  .trim()
  .max(2_000, 'must be at most 2000 characters')
  .refine((value) => value === '' || /^(https?:\/\/|\/)/.test(value), 'must be a web address');
