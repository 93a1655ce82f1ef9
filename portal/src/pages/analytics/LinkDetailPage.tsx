import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useParams } from 'react-router';
import { useLinkDetail } from './queries';
import { ApiRefusal } from '../../api/refusal';
import { ButtonLink } from '../../components/ButtonLink';
import { ErrorMessage } from '../../components/ErrorMessage';
import { PageHeader } from '../../components/PageHeader';
import { useWindowDays, WindowPicker } from './WindowPicker';
import { WindowReport } from './WindowReport';

const useStyles = makeStyles({
  stack: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    minWidth: 0,
  },
  target: { wordBreak: 'break-all' },
});

/** A 404 here means the link is not this organisation's (or never existed): say so rather than "not found". */
const detailRefusal = (error: unknown) =>
  error instanceof ApiRefusal && error.status === 404
    ? new Error('This organisation has no tracked link at that address. Pick one from the list of tracked links.')
    : error;

/** The analytics of one tracked link over a chosen window. */
export default function LinkDetailPage() {
  const styles = useStyles();
  const { slug = '' } = useParams();
  const [days, setDays] = useWindowDays();
  const detail = useLinkDetail(slug, days);
  return (
    <div className={styles.stack}>
      <PageHeader
        title="Link analytics"
        actions={
          <ButtonLink to={`/analytics?days=${days}`} icon={<ArrowLeftRegular />}>
            All links
          </ButtonLink>
        }
      />
      {detail.data && (
        <Text className={styles.target}>
          Clicks on <strong>{detail.data.link.target}</strong>
        </Text>
      )}
      <WindowPicker days={days} onChange={setDays} />
      <ErrorMessage error={detailRefusal(detail.error)} title="The link's analytics could not be loaded" />
      {detail.isPending && <Spinner label="Loading the link's analytics…" />}
      {detail.data && <WindowReport report={detail.data} />}
    </div>
  );
}
