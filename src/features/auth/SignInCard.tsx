// The sign-in page around its form: the product's name and the title. Also what the build paints
// into index.html around the form (vite-plugins/first-paint/), so both copies look alike.
import type { ReactNode } from 'react';
import { useT } from '@/i18n/react';
import './sign-in.css';

export function SignInCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <main className="page-card page-card--narrow sign-in">
      <p className="sign-in__product">{t('common.productName')}</p>
      <h1>{t('signIn.submit')}</h1>
      {children}
    </main>
  );
}
