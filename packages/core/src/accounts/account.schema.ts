import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../settings/client-setting.schema.ts';

/** Roles of people with an account (spec section 6), plus providers who publish solutions. */
export const ROLES = ['ADMIN', 'OPERATOR', 'CUSTOMER', 'PROVIDER'] as const;
export type Role = (typeof ROLES)[number];

const required = (schema: z.ZodString) => schema.min(1, 'FieldIsNotEmpty');

/** An email address, trimmed; compared case-insensitively by the server. */
export const emailSchema = z
  .string({ message: 'FieldIsNotEmpty' })
  .trim()
  .pipe(required(z.string()))
  .pipe(z.email('InvalidEmail').max(254, 'InvalidEmail'));

/**
 * A Vietnamese mobile number written with 0 or +84 (spaces, dots and dashes allowed), normalised
 * to its ten-digit `0…` form, so `+84 912 345 678` and `0912345678` are the same phone.
 */
export const phoneSchema = z
  .string({ message: 'FieldIsNotEmpty' })
  .trim()
  .pipe(required(z.string()))
  .transform((raw) => raw.replace(/[\s.\-()]/g, '').replace(/^\+84/, '0'))
  .pipe(z.string().regex(/^0[35789]\d{8}$/, 'InvalidPhone'));

/**
 * A password: at least 8 characters of unaccented latin text (letters, digits, symbols, spaces);
 * Vietnamese diacritics and other scripts are refused.
 */
export const passwordSchema = z
  .string({ message: 'FieldIsNotEmpty' })
  .min(1, 'FieldIsNotEmpty')
  .min(8, 'PasswordTooShort')
  .max(128, 'PasswordTooLong')
  .regex(/^[\x20-\x7E]+$/, 'PasswordLatinOnly');

/** A person's name part: no digits (spec), at most 50 characters. */
const namePart = (digitKey: 'FirstNameNotAllowNumber' | 'LastNameNotAllowNumber') =>
  z
    .string({ message: 'FieldIsNotEmpty' })
    .trim()
    .min(1, 'FieldIsNotEmpty')
    .max(50, 'NameTooLong')
    .refine((v) => !/\d/.test(v), digitKey);

export const firstNameSchema = namePart('FirstNameNotAllowNumber');
export const lastNameSchema = namePart('LastNameNotAllowNumber');

/** Sign-up form (POST /api/auth/register). */
export const registerSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    phone: phoneSchema,
    password: passwordSchema,
    confirmPassword: z.string({ message: 'FieldIsNotEmpty' }).min(1, 'FieldIsNotEmpty'),
    referralCode: z.string().trim().max(32, 'InvalidValue').optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'CustomerSignupFailedByPasswordNotMatch',
  });
export type RegisterInput = z.infer<typeof registerSchema>;

/** Login form (POST /api/auth/login): `username` is the email, as the spec names it. */
export const loginSchema = z.object({
  username: emailSchema,
  password: z.string({ message: 'FieldIsNotEmpty' }).min(1, 'FieldIsNotEmpty').max(128),
  /** Where the shopper wants to go next; only a same-site path is honoured. */
  redirect: z.string().max(2000).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const refreshTokenSchema = z.object({
  refreshToken: z.string().min(1).max(200).optional(),
});

export const emailQuerySchema = z.object({ email: emailSchema });

/** A single-use token from a mailed link. */
export const tokenSchema = z.string().trim().min(16, 'InvalidValue').max(200, 'InvalidValue');
export const tokenQuerySchema = z.object({ token: tokenSchema });

/** New password with a reset token (POST /api/auth/change-pass-token). */
export const changePasswordWithTokenSchema = z
  .object({
    token: tokenSchema,
    password: passwordSchema,
    confirmPassword: z.string({ message: 'FieldIsNotEmpty' }).min(1, 'FieldIsNotEmpty'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'CustomerSignupFailedByPasswordNotMatch',
  });

/** Change of password by a signed-in user, who proves the current one. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ message: 'FieldIsNotEmpty' }).min(1, 'FieldIsNotEmpty').max(128),
    password: passwordSchema,
    confirmPassword: z.string({ message: 'FieldIsNotEmpty' }).min(1, 'FieldIsNotEmpty'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'CustomerSignupFailedByPasswordNotMatch',
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'TextTooLong')
    .nullish()
    .transform((v) => (v ? v : null));

const optionalUrl = z
  .string()
  .trim()
  .max(300, 'TextTooLong')
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+$/i.test(v), 'InvalidUrl');

export const socialLinksInputSchema = z
  .object(
    Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, optionalUrl])) as Record<
      (typeof SOCIAL_NETWORKS)[number],
      typeof optionalUrl
    >,
  )
  .partial();

/**
 * Profile update (PUT /api/user/profile). Strict: role, active flag, email or any unknown field
 * is refused rather than ignored, so mass assignment can't slip through.
 */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    phone: phoneSchema,
    dateOfBirth: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .refine(
        (v) =>
          v === null ||
          (/^\d{4}-\d{2}-\d{2}$/.test(v) &&
            !Number.isNaN(Date.parse(v)) &&
            v >= '1900-01-01' &&
            Date.parse(v) <= Date.now()),
        'InvalidDate',
      ),
    company: optionalText(120),
    businessName: optionalText(120),
    address: optionalText(200),
    city: optionalText(100),
    country: optionalText(100),
    socialLinks: socialLinksInputSchema.default({}),
  })
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** What the signed-in user sees of their own account (GET /api/auth/user/me). */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  profile: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      fullName: z.string(),
      phone: z.string().nullable(),
      dateOfBirth: z.string().nullable(),
      company: z.string().nullable(),
      businessName: z.string().nullable(),
      address: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      referralCode: z.string().nullable(),
      /** The address of the QR code of the member's e-card while it is on (null otherwise). */
      qrCode: z.string().nullable(),
      socialLinks: z.record(z.string(), z.string().nullable()),
    })
    .nullable(),
});
export type User = z.infer<typeof userSchema>;

/** Answer of a successful login (spec section 7): token lifetimes in seconds. */
export const loginResultSchema = z.object({
  token: z.string(),
  expiresIn: z.number().int(),
  refreshToken: z.string(),
  /** Where to go after login: the asked-for same-site path, or the role's home. */
  redirectTo: z.string(),
  referralCredentials: z
    .object({
      companyName: z.string(),
      accessToken: z.string(),
      refreshToken: z.string(),
      expiredIn: z.number().int(),
    })
    .optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** An account as the back office lists it. */
export const accountSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(ROLES),
  fullName: z.string(),
  phone: z.string().nullable(),
  isActive: z.boolean(),
  isLocked: z.boolean(),
  createdAt: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;
