import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useOwnOrganisation } from '../../api/queries';
import { PageSection } from '../../components/PageSection';
import { MessagePreview } from './MessagePreview';
import { useSink } from './queries';
import { currentLocale } from '../../i18n/language';
import { useMessages } from '../../i18n/useMessages';
import { relayMessages } from './relay.messages';

/** The time of day a message arrived, in the person's locale and time zone. */
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(currentLocale());

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

/**
 * The local host's mail sink (`npm start` without a next hop): what arrived there from this organisation, newest
 * first. Not shown in Azure, where there is no sink.
 */
export function SinkSection({ relayHost }: { relayHost: string }) {
  const styles = useStyles();
  const sink = useSink();
  const organisation = useOwnOrganisation();
  const t = useMessages(relayMessages);
  if (!sink.data?.running) return null;
  const messages = sink.data.messages;
  return (
    <PageSection id="ss-sink" title={t('sink')}>
      <Text className={styles.muted}>
        {t.rich('sinkText', {
          host: relayHost,
          header: `X-MS-Exchange-CrossTenant-Id: ${organisation.data?.id ?? t('yourTenantId')}`,
          code: (chunks) => <code>{chunks}</code>,
        })}
      </Text>
      {messages.length === 0 ? (
        <Text>{t('nothingArrived')}</Text>
      ) : (
        <Accordion collapsible>
          {messages.map((m, i) => (
            <AccordionItem key={`${m.at}-${i}`} value={`${m.at}-${i}`}>
              <AccordionHeader>
                {t('arrived', { time: timeOf(m.at), subject: m.message.subject ?? t('noSubject'), sender: m.sender })}
              </AccordionHeader>
              <AccordionPanel>
                <MessagePreview message={m.message} title={t('receivedAt', { time: timeOf(m.at) })} />
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </PageSection>
  );
}
