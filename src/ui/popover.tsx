import {
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components/Popover';
import { cx } from './class-names';
import './popover.css';

export interface PopoverProps extends Omit<AriaPopoverProps, 'className'> {
  className?: string;
}

/**
 * The floating panel used by Select and MenuButton (React Aria Popover): placed next to its
 * trigger, at least as wide as it, closed by Escape or an outside press. Its items use the
 * `popover-item` classes of popover.css.
 */
export function Popover({ className, offset = 4, ...props }: PopoverProps) {
  return <AriaPopover {...props} offset={offset} className={cx('popover', className)} />;
}
