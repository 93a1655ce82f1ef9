import { Text } from '@fluentui/react-components';
import { useMessages } from '../../../i18n/useMessages';
import { propertiesMessages } from '../properties.messages';

/** The campaign banners' slot: nothing to set, only where it is. */
export function BannerFields() {
  const t = useMessages(propertiesMessages);
  return <Text>{t('bannerAbout')}</Text>;
}
