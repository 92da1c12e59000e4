// A screen whose texts arrive with it (desk-catalogs.ts): true once the desk's instance can say
// them, in its language now and in any it changes to.
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { hasScreenTexts, loadScreenTexts, type ScreenTexts } from './desk-catalogs';

export function useScreenTexts(texts: ScreenTexts): boolean {
  const { i18n } = useLingui();
  const [ready, setReady] = useState(() => hasScreenTexts(i18n, texts));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadScreenTexts(i18n, texts).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n, texts, ready]);
  return ready;
}
