import { useTranslation } from 'react-i18next';
import { ErrorPageLayout } from './error-page-layout';

export function Error500Page() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout
      code={t('pages.error500.code')}
      title={t('pages.error500.title')}
      text={t('pages.error500.text')}
    />
  );
}

export default Error500Page;
