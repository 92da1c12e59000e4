import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@/features/registration/RegistrationPage';

// Registration (SPEC §2): public, and light: no local database is opened on this route.
export const Route = createFileRoute('/welcome')({
  component: RegistrationPage,
});
