import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import type { TemplateSummary } from '../../api/queries';

const useStyles = makeStyles({ badges: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' } });

interface Props {
  template: TemplateSummary;
  scheduled: boolean;
  inRollout: boolean;
}

/** What is going on with a template: published as it is, not published yet, or a working copy (saved or up for review), a booking, a rollout, tracking. */
export function TemplateBadges({ template, scheduled, inRollout }: Props) {
  const styles = useStyles();
  return (
    <span className={styles.badges}>
      {!template.draftState && template.version > 0 && (
        <Badge appearance="tint" color="success">
          Published
        </Badge>
      )}
      {/* Never published: its working copy is all there is, so "Not published" says it, in place of "Draft". */}
      {template.version === 0 && (
        <Badge appearance="tint" color="warning">
          Not published
        </Badge>
      )}
      {template.draftState === 'saved' && template.version > 0 && (
        <Badge appearance="tint" color="informative">
          Draft
        </Badge>
      )}
      {template.draftState === 'submitted' && (
        <Badge appearance="tint" color="warning">
          Submitted
        </Badge>
      )}
      {scheduled && (
        <Badge appearance="tint" color="brand">
          Scheduled
        </Badge>
      )}
      {inRollout && (
        <Badge appearance="tint" color="important">
          Rollout
        </Badge>
      )}
      {template.tracking && (
        <Badge appearance="outline" color="subtle">
          Tracking
        </Badge>
      )}
    </span>
  );
}
