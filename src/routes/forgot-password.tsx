import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '@/features/auth/ForgotPasswordPage';

// Forgot password (docs/decisions/0023): public, and light like the sign-in page.
export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordPage,
});
