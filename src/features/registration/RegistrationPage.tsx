// The Registration screen at /welcome: its heading, the wizard, and the way back to sign in.
import { Link } from '@tanstack/react-router';
import { RegistrationWizard } from './RegistrationWizard';
import './registration.css';

export function RegistrationPage() {
  return (
    <main className="page-card registration">
      <h1>Register your airfield</h1>
      <RegistrationWizard />
      <p className="registration__signin">
        Already registered? <Link to="/">Sign in</Link>
      </p>
    </main>
  );
}
