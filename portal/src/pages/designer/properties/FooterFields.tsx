import { Text } from '@fluentui/react-components';

/** The compliance footer's slot: nothing to set. */
export function FooterFields() {
  return <Text>The organisation’s compliance footer appears here, at the end of the signature.</Text>;
}
