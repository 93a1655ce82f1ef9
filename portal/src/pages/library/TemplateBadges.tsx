import { makeStyles, mergeClasses, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import type { TemplateSummary } from '../../api/queries';
import { useMessages } from '../../i18n/useMessages';
import { libraryMessages } from './library.messages';

/**
 * Fluent's medium tint badges (and its informative outline one) as plain spans: the library shows one or two in each of
 * hundreds of rows, and a span is cheaper to render than a Badge component.
 */
const useStyles = makeStyles({
  badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  badge: {
    display: 'inline-flex',
    boxSizing: 'border-box',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    ...typographyStyles.caption1Strong,
    height: '20px',
    minWidth: '20px',
    padding: `0 calc(${tokens.spacingHorizontalXS} + ${tokens.spacingHorizontalXXS})`,
    borderRadius: tokens.borderRadiusCircular,
    ...shorthands.borderColor(tokens.colorTransparentStroke),
    // The border is drawn over the badge, so it does not change its size (as Fluent's).
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      ...shorthands.borderStyle('solid'),
      ...shorthands.borderColor('inherit'),
      ...shorthands.borderWidth(tokens.strokeWidthThin),
      borderRadius: 'inherit',
    },
  },
  success: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...shorthands.borderColor(tokens.colorPaletteGreenBorder1),
  },
  warning: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground1,
    ...shorthands.borderColor(tokens.colorPaletteYellowBorder1),
  },
  informative: {
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    ...shorthands.borderColor(tokens.colorNeutralStroke2),
  },
  brand: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  important: {
    backgroundColor: tokens.colorNeutralForeground3,
    color: tokens.colorNeutralBackground1,
    ...shorthands.borderColor(tokens.colorTransparentStroke),
  },
  // Fluent's outline informative badge: grey text and border on the row's own background.
  outline: { color: tokens.colorNeutralForeground3, ...shorthands.borderColor(tokens.colorNeutralStroke2) },
});

interface Props {
  template: TemplateSummary;
  scheduled: boolean;
  inRollout: boolean;
}

/** What is going on with a template: published as it is, not published yet, or a working copy (saved or up for review), a booking, a rollout, tracking. */
export function TemplateBadges({ template, scheduled, inRollout }: Props) {
  const styles = useStyles();
  const t = useMessages(libraryMessages);
  const badge = (tone: Exclude<keyof typeof styles, 'badges' | 'badge'>, words: string) => (
    <span className={mergeClasses(styles.badge, styles[tone])}>{words}</span>
  );
  return (
    <span className={styles.badges}>
      {!template.draftState && template.version > 0 && badge('success', t('published'))}
      {/* Never published: its working copy is all there is, so "Not published" says it, in place of "Draft". */}
      {template.version === 0 && badge('warning', t('notPublished'))}
      {template.draftState === 'saved' && template.version > 0 && badge('informative', t('draft'))}
      {template.draftState === 'submitted' && badge('warning', t('submitted'))}
      {scheduled && badge('brand', t('scheduled'))}
      {inRollout && badge('important', t('rollout'))}
      {template.tracking && badge('outline', t('tracking'))}
    </span>
  );
}
