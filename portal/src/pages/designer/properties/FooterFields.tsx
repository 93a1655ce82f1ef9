import { Text } from '@fluentui/react-components';
import { useMessages } from '../../../i18n/useMessages';
import { propertiesMessages } from '../properties.messages';

/** The compliance footer's slot: nothing to set. */
export function FooterFields() {
  const t = useMessages(propertiesMessages);
  return <Text>{t('footerAbout')}</Text>;
}
