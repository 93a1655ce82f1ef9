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
import { useMessages } from '../../i18n/useMessages';
import { analyticsMessages } from './analytics.messages';

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
const detailRefusal = (error: unknown, notOurs: string) =>
  error instanceof ApiRefusal && error.status === 404 ? new Error(notOurs) : error;

/** The analytics of one tracked link over a chosen window. */
export default function LinkDetailPage() {
  const styles = useStyles();
  const { slug = '' } = useParams();
  const [days, setDays] = useWindowDays();
  const detail = useLinkDetail(slug, days);
  const t = useMessages(analyticsMessages);
  return (
    <div className={styles.stack}>
      <PageHeader
        title={t('detailTitle')}
        actions={
          <ButtonLink to={`/analytics?days=${days}`} icon={<ArrowLeftRegular />}>
            {t('allLinks')}
          </ButtonLink>
        }
      />
      {detail.data && (
        <Text className={styles.target}>
          {t.rich('clicksOn', { target: detail.data.link.target, b: (chunks) => <strong>{chunks}</strong> })}
        </Text>
      )}
      <WindowPicker days={days} onChange={setDays} />
      <ErrorMessage error={detailRefusal(detail.error, t('notOurs'))} title={t('detailNotLoaded')} />
      {detail.isPending && <Spinner label={t('loadingDetail')} />}
      {detail.data && <WindowReport report={detail.data} />}
    </div>
  );
}
