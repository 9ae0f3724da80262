import { useRef, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import { OverlayTriggerStateContext } from 'react-aria-components/Dialog';
import {
  Menu,
  MenuContext,
  MenuItem,
  RootMenuTriggerStateContext,
} from 'react-aria-components/Menu';
import { PopoverContext, type PopoverProps } from 'react-aria-components/Popover';
import type { RootMenuTriggerState } from 'react-stately';
import type { MenuButtonItem } from './menu';
import { Popover } from './popover';

/**
 * The open menu of a {@link MenuButton}, loaded on first open. It provides the contexts that React
 * Aria Components' MenuTrigger provides (menu props, trigger state, popover placement), so the
 * Popover and Menu behave as they do inside a MenuTrigger.
 */
export default function MenuPopover({
  state,
  triggerRef,
  menuProps,
  items,
  placement,
}: {
  state: RootMenuTriggerState;
  triggerRef: RefObject<HTMLButtonElement | null>;
  menuProps: AriaMenuOptions<unknown>;
  items: MenuButtonItem[];
  placement: PopoverProps['placement'];
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <MenuContext.Provider value={{ ...menuProps, ref: scrollRef } as never}>
      <OverlayTriggerStateContext.Provider value={state}>
        <RootMenuTriggerStateContext.Provider value={state}>
          <PopoverContext.Provider
            value={{
              trigger: 'MenuTrigger',
              triggerRef,
              scrollRef,
              'aria-labelledby': menuProps['aria-labelledby'],
            }}
          >
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
                    <span className="popover-item__label" lang={item.lang}>
                      {item.label}
                    </span>
                  </MenuItem>
                )}
              </Menu>
            </Popover>
          </PopoverContext.Provider>
        </RootMenuTriggerStateContext.Provider>
      </OverlayTriggerStateContext.Provider>
    </MenuContext.Provider>
  );
}
