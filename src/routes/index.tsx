import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '@/features/auth/SignInPage';

export const Route = createFileRoute('/')({
  // The first screen most visits paint: in the entry itself, not one round trip later (ADR 0013).
  codeSplitGroupings: [],
  component: SignInPage,
});
