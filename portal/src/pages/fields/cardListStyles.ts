import { makeStyles, tokens } from '@fluentui/react-components';

/** The tabs of the profile-fields page list their entries as cards (tables squeeze on a phone). */
export const useCardListStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, paddingTop: tokens.spacingVerticalL },
  muted: { color: tokens.colorNeutralForeground2 },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '56rem',
  },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingVerticalM,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flex: '1 1 16rem', minWidth: 0 },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});
