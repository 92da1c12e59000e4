// React Testing Library as every screen test uses it: in StrictMode, as `npm run dev` renders, so
// each effect runs, is cleaned up and runs again, and one that cannot survive that fails a test.
import { configure } from '@testing-library/react';

configure({ reactStrictMode: true });

export * from '@testing-library/react';
