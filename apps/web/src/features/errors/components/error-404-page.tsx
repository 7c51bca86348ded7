import { useTranslation } from 'react-i18next';
import { ErrorPageLayout } from './error-page-layout';

export function Error404Page() {
  const { t } = useTranslation();
  return (
    <ErrorPageLayout
      code={t('pages.error404.code')}
      title={t('pages.error404.title')}
      text={t('pages.error404.text')}
    />
  );
}

export default Error404Page;
