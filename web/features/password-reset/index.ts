/** /reset-password (the emailed link's page), loaded with its route. */
export const loadResetPasswordPage = () =>
  import('./ResetPasswordPage.js').then((module) => module.ResetPasswordPage);

/** "Forgot password?": asks for the emailed link (the member sign-in form shows it). */
export { ForgotPasswordForm } from './ForgotPasswordForm.js';
export { PasswordMinimumHint, usePasswordMinimum } from './password-minimum.js';
