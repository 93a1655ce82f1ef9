import {
  Button,
  makeStyles,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import type { Language } from '../../../shared/i18n/languages.js';
import { LANGUAGE_NAMES } from '../i18n/languageNames';
import { useDisplayLanguage } from '../i18n/LanguageProvider';
import { shellMessages } from '../i18n/shell.messages';
import { useMessages } from '../i18n/useMessages';

const useStyles = makeStyles({
  trigger: { color: tokens.colorNeutralForegroundOnBrand },
});

/** The signed-in person's menu in the header (a globe, as people look for a language): the portal's language, and signing out. */
export function UserMenu({ onLanguage, onSignOut }: { onLanguage(language: Language): void; onSignOut(): void }) {
  const styles = useStyles();
  const t = useMessages(shellMessages);
  const language = useDisplayLanguage();
  return (
    <Menu
      checkedValues={{ language: [language] }}
      onCheckedValueChange={(_, { checkedItems }) => checkedItems[0] && onLanguage(checkedItems[0] as Language)}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="transparent"
          className={styles.trigger}
          icon={<LocalLanguageRegular />}
          aria-label={t('userMenu')}
          data-testid="user-menu"
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{t('language')}</MenuGroupHeader>
            {LANGUAGE_NAMES.map(({ language: value, name: languageName }) => (
              <MenuItemRadio key={value} name="language" value={value} lang={value}>
                {languageName}
              </MenuItemRadio>
            ))}
          </MenuGroup>
          <MenuDivider />
          <MenuItem onClick={onSignOut}>{t('signOut')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
