import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useOwnOrganisation } from '../../api/queries';
import { PageSection } from '../../components/PageSection';
import { MessagePreview } from './MessagePreview';
import { useSink } from './queries';

const useStyles = makeStyles({ muted: { color: tokens.colorNeutralForeground2 } });

/**
 * The local host's mail sink (`npm start` without a next hop): what arrived there from this organisation, newest
 * first. Not shown in Azure, where there is no sink.
 */
export function SinkSection({ relayHost }: { relayHost: string }) {
  const styles = useStyles();
  const sink = useSink();
  const organisation = useOwnOrganisation();
  if (!sink.data?.running) return null;
  const messages = sink.data.messages;
  return (
    <PageSection id="ss-sink" title="Local mail sink">
      <Text className={styles.muted}>
        Running locally, the relay listens on {relayHost} and hands what it signs to a mail sink instead of Exchange Online. Send a message
        from an address of this organisation with any SMTP client; it shows here. Write the header Exchange Online would add,{' '}
        <code>X-MS-Exchange-CrossTenant-Id: {organisation.data?.id ?? 'your directory tenant id'}</code>: without it the relay refuses the
        message, as it refuses anyone who cannot show it comes from this organisation.
      </Text>
      {messages.length === 0 ? (
        <Text>Nothing has arrived yet.</Text>
      ) : (
        <Accordion collapsible>
          {messages.map((m, i) => (
            <AccordionItem key={`${m.at}-${i}`} value={`${m.at}-${i}`}>
              <AccordionHeader>
                {new Date(m.at).toLocaleTimeString()} · {m.message.subject ?? '(no subject)'} · from {m.sender}
              </AccordionHeader>
              <AccordionPanel>
                <MessagePreview message={m.message} title={`Message received at ${new Date(m.at).toLocaleTimeString()}`} />
              </AccordionPanel>
            </AccordionItem>
          ))}
        </Accordion>
      )}
    </PageSection>
  );
}
