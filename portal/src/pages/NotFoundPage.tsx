import { Link } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';

export default function NotFoundPage() {
  const t = useMessages(shellMessages);
  return (
    <>
      <PageHeader title={t('notFound')} />
      <p>
        {t.rich('notFoundText', {
          link: (chunks) => (
            <Link as="span">
              <RouterLink to="/">{chunks}</RouterLink>
            </Link>
          ),
        })}
      </p>
    </>
  );
}
