// Entry point: the app's services, the router, and the first render.

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppServices } from '@/data/app-services';
import { createAppRouter } from './router';
import './styles.css';

const services = createAppServices({ baseUrl: import.meta.env.VITE_API_URL ?? '/api' });
const router = createAppRouter(services);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
