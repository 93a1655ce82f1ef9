import { Link } from '@fluentui/react-components';
import { useHref, useLinkClickHandler } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';

export default function NotFoundPage() {
  const t = useMessages(shellMessages);
  // One link, Fluent's look with the router's navigation (a router link inside a Fluent link nests two controls).
  const home = useHref('/');
  const goHome = useLinkClickHandler<HTMLAnchorElement>('/');
  return (
    <>
      <PageHeader title={t('notFound')} />
      <p>
        {t.rich('notFoundText', {
          link: (chunks) => (
            <Link href={home} onClick={goHome}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
