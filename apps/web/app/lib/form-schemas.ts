/**
 * The core schemas the browser checks forms with. Loaded on demand (`schemaValidator`), when a
 * form is first focused: they carry zod, which a page's first load does without (DESIGN.md,
 * Page budgets).
 */
export {
  addressInputSchema,
  changePasswordSchema,
  changePasswordWithTokenSchema,
  contactMessageSchema,
  emailQuerySchema,
  loginSchema,
  newsletterSubscribeSchema,
  orderCreateSchema,
  registerSchema,
  voucherCodeSchema,
} from '@lotus/core';
