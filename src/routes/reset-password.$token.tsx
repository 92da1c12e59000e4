import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/ResetPasswordPage';

// The reset mail's link (docs/decisions/0023): the code is a path segment, which the server's log
// blanks (server/src/log-redaction.ts); the page is public and opens no local database.
export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useParams();
  return <ResetPasswordPage code={token} />;
}
