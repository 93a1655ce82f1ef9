import { Text } from '@fluentui/react-components';

/** The campaign banners' slot: nothing to set, only where it is. */
export function BannerFields() {
  return (
    <Text>Campaign banners of the organisation appear here while a campaign runs. Without this slot they appear below the signature.</Text>
  );
}
