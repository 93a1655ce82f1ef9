import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE_MEDIA } from '../shell/media';

/**
 * A list on a phone: each row a card of its cells, each cell under its column's header (the cell's `data-label`), the
 * first cell on a line of its own. Nothing scrolls sideways and every row's actions stay in reach. The classes go on
 * the list, its header, its body, its rows and its cells; on a wider screen they change nothing.
 */
export const useStackedRowStyles = makeStyles({
  list: { [PHONE_MEDIA]: { display: 'block', width: '100%', minWidth: 0 } },
  head: {
    [PHONE_MEDIA]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
  body: { [PHONE_MEDIA]: { display: 'block', width: '100%', minWidth: 0 } },
  // Cells share a line while they fit and grow to fill it; a long one (a description, "… by an address") takes a line
  // of its own instead of being squeezed into a narrow column and broken mid-word.
  row: {
    [PHONE_MEDIA]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'stretch',
      gap: '4px 12px',
      padding: '8px 0',
      height: 'auto',
      borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    },
  },
  cell: {
    [PHONE_MEDIA]: {
      display: 'block',
      flex: '1 1 auto',
      width: 'auto',
      minWidth: '6.5rem',
      maxWidth: '100%',
      padding: '2px 0',
      height: 'auto',
      minHeight: 0,
      overflowWrap: 'anywhere',
      ':first-child': { flexBasis: '100%', fontWeight: tokens.fontWeightSemibold },
      ':not(:first-child)[data-label]::before': {
        content: 'attr(data-label)',
        display: 'block',
        fontSize: tokens.fontSizeBase200,
        fontWeight: tokens.fontWeightRegular,
        color: tokens.colorNeutralForeground3,
      },
    },
  },
});
