// Entry point: the app's services, the router, and the first render.

import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadApiBaseUrl } from '@/data/api/api-address';
import { createAppServices } from '@/data/app-services';
import {
  applyLanguage,
  deskLocale,
  readLanguageChoice,
  subscribeLanguageChoice,
} from '@/data/language-choice';
import { DESK_ZONE } from '@/domain/time/desk-zone';
import { intlTag } from '@/i18n/locale';
import { warmIntl } from '@/i18n/warm-intl';
import { createAppRouter } from './router';
import './styles.css';
import './ui/field.css';

// ICU's data loads on a worker while the screen's code and texts arrive: the first date the desk
// prints no longer holds its first render for it (docs/decisions/0050, 0052). Nothing waits for it.
void warmIntl({ tag: intlTag(deskLocale()), timeZone: DESK_ZONE });

// Rendering starts at once; API calls wait until config.json has said where the API is.
const services = createAppServices({ baseUrl: loadApiBaseUrl() });
const router = createAppRouter(services);

// React itself refuses a container that is not there ("Target container is not a DOM element").
const container = document.getElementById('root') as HTMLElement;

// The first paint is already in this device's language, whose texts are one chunk away
// (docs/decisions/0036), and a choice made in another tab is followed here.
await applyLanguage(services.i18n, readLanguageChoice()).catch(() => undefined);
subscribeLanguageChoice(() => void applyLanguage(services.i18n, readLanguageChoice()));

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
