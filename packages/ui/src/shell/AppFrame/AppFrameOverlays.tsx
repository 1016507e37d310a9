import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { Button as AriaButton } from 'react-aria-components';
import { UserIcon } from '../../primitives/icons/Icon.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../primitives/Menu/Menu.tsx';
import { accountTriggerStyles, navLinkStyles } from './parts.tsx';

// The frame's overlays, loaded on demand (see overlays.ts): everything here runs only after a press.
export { Drawer } from '../../primitives/Drawer/Drawer.tsx';

interface OverlayMenuProps {
  /** The trigger's content, the same as its stand-in's. */
  trigger: ReactNode;
  /**
   * The stand-in was pressed before this code arrived: take focus and open at once. By keyboard (or a screen
   * reader's virtual press) focus then goes to the first item, as the real trigger does when pressed that way.
   */
  openOnMount?: 'pointer' | 'keyboard';
  /** The stand-in had focus when this replaced it: take focus (it would otherwise fall to <body>). */
  focusOnMount?: boolean;
  /** Called once it has opened on mount (the frame forgets the pending press). */
  onOpenedOnMount?: () => void;
}

/** A menu trigger that can open itself on mount, after taking focus (so closing the menu returns focus to it). */
function useOpenOnMount(openOnMount: OverlayMenuProps['openOnMount'], onOpenedOnMount: (() => void) | undefined, focusOnMount: boolean | undefined) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpenState] = useState(false);
  // The first item takes focus only in the menu opened on mount by keyboard; later ones follow the real trigger.
  const [autoFocus, setAutoFocus] = useState<'first' | undefined>();
  const setOpen = (open: boolean) => {
    setOpenState(open);
    if (!open) setAutoFocus(undefined);
  };
  const [shouldOpen] = useState(openOnMount);
  const [shouldFocus] = useState(focusOnMount);
  const [opened] = useState(() => onOpenedOnMount);
  useEffect(() => {
    if (shouldFocus && !shouldOpen && (document.activeElement === document.body || document.activeElement === null)) buttonRef.current?.focus();
  }, [shouldFocus, shouldOpen]);
  useEffect(() => {
    if (!shouldOpen) return;
    // Focus first, then open in a second render: the popover returns focus, when it closes, to what had it as it opened.
    buttonRef.current?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpenState(true);
    if (shouldOpen === 'keyboard') setAutoFocus('first');
    opened?.();
  }, [shouldOpen, opened]);
  return { buttonRef, isOpen, setOpen, autoFocus };
}

export interface AccountMenuProps extends OverlayMenuProps {
  profileHref: string;
  settingsHref: string;
  /** The admin area, for admins only. */
  adminHref?: string;
  onLogout: () => void;
}

/** The signed-in user's menu: profile, settings, the admin area (admins), log out. */
export function AccountMenu({ trigger, openOnMount, onOpenedOnMount, focusOnMount, profileHref, settingsHref, adminHref, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('ui');
  const { buttonRef, isOpen, setOpen, autoFocus } = useOpenOnMount(openOnMount, onOpenedOnMount, focusOnMount);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton ref={buttonRef} className={({ isFocusVisible }) => accountTriggerStyles(isFocusVisible)}>
        {trigger}
      </AriaButton>
      <Menu placement="bottom end" autoFocus={autoFocus}>
        <MenuItem id="profile" href={profileHref} icon={<UserIcon size={18} />}>
          {t('frame.profile')}
        </MenuItem>
        <MenuItem id="settings" href={settingsHref}>
          {t('frame.settings')}
        </MenuItem>
        {adminHref ? (
          <MenuItem id="admin" href={adminHref}>
            {t('frame.admin')}
          </MenuItem>
        ) : null}
        <MenuSeparator />
        <MenuItem id="logout" variant="danger" onAction={onLogout}>
          {t('frame.logout')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

export interface CompetitionsMenuProps extends OverlayMenuProps {
  competitions: readonly { readonly id: number | string; readonly name: string; readonly href: string }[];
}

/** "My competitions": the user's latest joined competitions. */
export function CompetitionsMenu({ trigger, openOnMount, onOpenedOnMount, focusOnMount, competitions }: CompetitionsMenuProps) {
  const { t } = useTranslation('ui');
  const { buttonRef, isOpen, setOpen, autoFocus } = useOpenOnMount(openOnMount, onOpenedOnMount, focusOnMount);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <AriaButton ref={buttonRef} className={({ isFocusVisible }) => navLinkStyles({ isFocusVisible })}>
        {trigger}
      </AriaButton>
      <Menu items={competitions} autoFocus={autoFocus} renderEmptyState={() => <p className="max-w-64 px-3 py-2 text-sm text-fg-muted">{t('frame.noCompetitions')}</p>}>
        {(competition) => (
          <MenuItem id={competition.id} href={competition.href}>
            {competition.name}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}
