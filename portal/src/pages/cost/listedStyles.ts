import { makeStyles, tokens } from '@fluentui/react-components';

/** What the cost list's two parts (mailboxes, groups) share: the add form and the table. */
export const useListedStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '40rem' },
  table: { minWidth: '40rem' },
});
