// What a section shows before the mirror has its data: loading, or (offline on a device that
// never loaded the settings) that a connection is needed once.
import { useT } from '@/i18n/react';

export function SectionLoading({ missing = false }: { missing?: boolean }) {
  const t = useT();
  if (missing) return <p className="notice notice--warning">{t('settings.loading.missing')}</p>;
  return <p>{t('common.loading')}</p>;
}
