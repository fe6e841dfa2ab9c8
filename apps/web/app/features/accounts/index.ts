/** Accounts: sign-up, login, verification, password reset, profile, and the session in loaders. */
export {
  activateAccount,
  changePassword,
  checkResetToken,
  getSessionUser,
  getUserWithToken,
  login,
  logout,
  register,
  requestPasswordReset,
  resendVerification,
  resetPassword,
  sessionCookieHeaders,
} from './api/account-api';
export { listMailbox } from './api/mailbox-api';
export { AuthCard } from './components/auth-card';
export { NewPasswordFields, PasswordField } from './components/password-field';
export { ProfileForm } from './components/profile-form';
export { ResendVerificationForm, type ResendResult } from './components/resend-verification-form';
export { SubmitButton } from './components/submit-button';
export { loginFailureMessage } from './login-messages';
export { useProfileUser, type ProfileOutletContext } from './profile-outlet';
export { currentPath, loginPath, requireUser } from './require-user';
export { saveProfileSection, type ProfileActionData } from './save-profile';
