import type { ReactNode } from 'react';
import { Menu, MenuItem, MenuTrigger } from 'react-aria-components/Menu';
import type { PopoverProps } from 'react-aria-components/Popover';
import { Button, type ButtonVariant } from './button';
import { Popover } from './popover';
import { cx } from './class-names';
import './menu.css';

/** One action of a {@link MenuButton}. */
export interface MenuButtonItem {
  id: string;
  label: string;
  onAction: () => void;
  /** Decorative icon before the label, e.g. `<LogOut size={16} aria-hidden />`. */
  icon?: ReactNode;
  isDisabled?: boolean;
}

/** Props of {@link MenuButton}. */
export interface MenuButtonProps {
  /** Content of the trigger button (text, or text with an icon). */
  label: ReactNode;
  /** Accessible name of the trigger when `label` is not plain text or says too little. */
  'aria-label'?: string;
  items: MenuButtonItem[];
  /** Where the menu opens relative to the button. Default 'bottom start'. */
  placement?: PopoverProps['placement'];
  /** Look of the trigger. Default 'ghost'. */
  variant?: ButtonVariant;
  isDisabled?: boolean;
  className?: string;
}

/**
 * A button that opens a menu of actions (React Aria MenuTrigger + Menu): arrow keys move,
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
  return (
    <MenuTrigger>
      <Button
        variant={variant}
        aria-label={ariaLabel}
        isDisabled={isDisabled}
        className={cx('menu-button', className)}
      >
        {label}
      </Button>
      <Popover placement={placement} className="menu-popover">
        <Menu
          className="menu"
          items={items}
          disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
        >
          {(item) => (
            <MenuItem
              id={item.id}
              textValue={item.label}
              onAction={item.onAction}
              className="popover-item menu__item"
            >
              {item.icon && <span className="popover-item__icon">{item.icon}</span>}
              <span className="popover-item__label">{item.label}</span>
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
