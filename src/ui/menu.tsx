import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
import type { PopoverProps } from 'react-aria-components/Popover';
import { useMenuTriggerState } from 'react-stately';
import { Button, type ButtonVariant } from './button';
import { cx } from './class-names';
import { useKeptOnceOpen } from './use-kept-once-open';
import './menu.css';

/**
 * The open menu (React Aria Popover + Menu and their overlay code, about 30 kB gzip) loads when a
 * menu first opens: the account menu is on every member page and is seldom opened (a page's
 * first load stays small). React Aria Components' MenuTrigger shares one module with Menu, so the
 * trigger here is built from the hooks MenuTrigger itself uses (useMenuTriggerState,
 * useMenuTrigger), and menu-popover.tsx gives the menu the contexts MenuTrigger would.
 */
const MenuPopover = lazy(() => import('./menu-popover'));

/** One action of a {@link MenuButton}. */
export interface MenuButtonItem {
  id: string;
  label: string;
  onAction: () => void;
  /** Decorative icon before the label, e.g. `<LogOut size={16} aria-hidden />`. */
  icon?: ReactNode;
  isDisabled?: boolean;
  /** The label's language when it is not the page's (the language switch names each in its own). */
  lang?: string;
}

export interface MenuButtonProps {
  /** Content of the trigger button (text, or text with an icon). */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not plain text or says too little. */
  'aria-label'?: string;
  items: MenuButtonItem[];
  placement?: PopoverProps['placement'];
  variant?: ButtonVariant;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A button that opens a menu of actions (React Aria menu trigger + Menu): arrow keys move,
 * Enter/Space run an item, Escape closes, type-ahead jumps to an item.
 */
export function MenuButton({
  label,
  'aria-label': ariaLabel,
  items,
  placement = 'bottom start',
  variant = 'ghost',
  isDisabled,
  className,
}: MenuButtonProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const state = useMenuTriggerState({});
  const { menuTriggerProps, menuProps } = useMenuTrigger({ isDisabled }, state, triggerRef);
  const isMounted = useKeptOnceOpen(state.isOpen);
  return (
    <>
      <Button
        {...menuTriggerProps}
        ref={triggerRef}
        variant={variant}
        aria-label={ariaLabel}
        isDisabled={isDisabled}
        className={cx('menu-button', className)}
      >
        {label}
      </Button>
      {isMounted && (
        <Suspense fallback={null}>
          <MenuPopover
            state={state}
            triggerRef={triggerRef}
            menuProps={menuProps}
            items={items}
            placement={placement}
          />
        </Suspense>
      )}
    </>
  );
}
