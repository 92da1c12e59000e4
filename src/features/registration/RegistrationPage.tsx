// The Registration screen at /welcome: its heading, the wizard, and the way back to sign in.
import { Trans } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import type { MessageId } from '@/i18n/messages';
import { useT } from '@/i18n/react';
import { useScreenTexts } from '@/i18n/use-screen-texts';
import { RegistrationWizard } from './RegistrationWizard';
import { welcomeTexts } from './welcome-texts';
import './registration.css';

export function RegistrationPage() {
  const t = useT();
  if (!useScreenTexts(welcomeTexts)) return <main className="page-card registration" aria-busy="true" />;
  return (
    <main className="page-card registration">
      <h1>{t('registration.title')}</h1>
      <RegistrationWizard />
      <p className="registration__signin">
        <Trans id={'registration.signIn' satisfies MessageId} components={{ 0: <Link to="/" /> }} />
      </p>
    </main>
  );
}
