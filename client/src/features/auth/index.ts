/**
 * The auth feature's public face: the session-start check, the account menu for the top bar, and
 * the forms and frame the sign-in route pages compose. Session state itself lives in lib/session.
 */
export { AdminCodeForm } from './components/admin-code-form';
export { AdminCredentialsForm } from './components/admin-credentials-form';
export { AdminTopBar } from './components/admin-top-bar';
export { AuthCard } from './components/auth-card';
export { NewPasswordFields } from './components/credential-fields';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { LoginForm } from './components/login-form';
export { ResetPasswordForm } from './components/reset-password-form';
export { SignupFlow } from './components/signup/signup-flow';
export { UserMenu } from './components/user-menu';
export { useSessionStart } from './hooks/use-session-start';
export { useStaffSessionCheck } from './hooks/use-staff-session-check';
export { withAllPasswordRules } from './password-rules';
