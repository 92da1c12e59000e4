import { createFileRoute } from '@tanstack/react-router';
import { RegistrationPage } from '@/features/registration/RegistrationPage';

// Registration (docs/product.md#registration): public, and light: no local database is opened on this route.
export const Route = createFileRoute('/welcome')({
  component: RegistrationPage,
});
