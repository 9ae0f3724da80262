import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { cx } from './class-names';
import './tabs.css';

/** Props of {@link Tabs}: React Aria Tabs props (`selectedKey`, `onSelectionChange`, ...). */
export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}

/** A set of tabs and their panels; arrow keys move between tabs. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx('tabs', className)} />;
}

/** Props of {@link TabList}. Name it with `aria-label` when no heading labels it. */
export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}

/** The row of tabs; scrolls sideways when the tabs do not fit. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx('tabs__list', className)} />;
}

/** Props of {@link Tab}. */
export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}

/** One tab; `id` matches its TabPanel's `id`. With `href` it is a link (route-driven tabs). */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={cx('tabs__tab', className)} />;
}

/** Props of {@link TabPanel}. */
export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className'> {
  className?: string;
}

/** The content of one tab. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx('tabs__panel', className)} />;
}
