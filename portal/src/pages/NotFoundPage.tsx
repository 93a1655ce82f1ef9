import { Link } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../components/PageHeader';

export default function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <p>
        There is no page at this address.{' '}
        <Link as="span">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Link>
      </p>
    </>
  );
}
