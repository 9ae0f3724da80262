import { useContext, type HTMLAttributes, type RefObject } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabListStateContext,
  Tabs as AriaTabs,
  type Key,
  type TabListProps as AriaTabListProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { useTabPanel } from 'react-aria/useTabList';
import type { TabListState } from 'react-stately/useTabListState';
import { cx } from './class-names';
import './tabs.css';

export interface TabsProps extends Omit<AriaTabsProps, 'className'> {
  className?: string;
}

/** A set of tabs and their panels; arrow keys move between tabs. */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx('tabs', className)} />;
}

/** Name it with `aria-label` when no heading labels it. */
export interface TabListProps<T extends object> extends Omit<AriaTabListProps<T>, 'className'> {
  className?: string;
}

/** The row of tabs; scrolls sideways when the tabs do not fit. */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx('tabs__list', className)} />;
}

export interface TabProps extends Omit<AriaTabProps, 'className'> {
  className?: string;
}

/** One tab; `id` matches its TabPanel's `id`. With `href` it is a link (route-driven tabs). */
export function Tab({ className, ...props }: TabProps) {
  return <AriaTab {...props} className={cx('tabs__tab', className)} />;
}

export interface TabPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'id' | 'className'> {
  /** The `id` of its {@link Tab}. */
  id: Key;
  /**
   * The panel's content always has a link, button or field: Tab goes from the tab list straight
   * to it, and the panel itself is no tab stop. Leave it out when the content may have nothing to
   * focus: the panel is then a tab stop itself (the WAI-ARIA tabs pattern), so keyboard users
   * reach its text.
   */
  hasFocusableContent?: boolean;
  className?: string;
}

/**
 * The content of the selected tab (`role="tabpanel"`, named by its tab, which controls it);
 * nothing while another tab is selected.
 *
 * Not React Aria's TabPanel: that one decides whether the panel is a tab stop by walking its DOM
 * for a tabbable element (`useHasTabbableChild`) after every render and on every DOM change in
 * it. Each walk calls `checkVisibility()`, which forces a style recalculation: 130–170 ms of the
 * first catalogue render on a tablet, and again on each page of books. Here the caller says it
 * (`hasFocusableContent`), which for a given panel does not change.
 */
export function TabPanel(props: TabPanelProps) {
  const state = useContext(TabListStateContext);
  // No state: this is the copy of the children React Aria renders out of sight to collect the
  // tabs (the panels are not part of that collection).
  if (!state || state.selectedKey !== props.id) return null;
  // One panel per tab, as React Aria has it: useTabPanel's ids are fixed when it mounts.
  return <SelectedTabPanel key={props.id} {...props} state={state} />;
}

/**
 * useTabPanel's ref is read only by its tabbable walk: with no element, the walk never runs (and
 * its answer, "not a tab stop", is replaced by `hasFocusableContent`).
 */
const NO_ELEMENT: RefObject<Element | null> = { current: null };

function SelectedTabPanel({
  id,
  state,
  hasFocusableContent,
  className,
  children,
  ...props
}: TabPanelProps & { state: TabListState<object> }) {
  // The ids React Aria gives its tabs: `id` (named by its tab) and the tab's `aria-controls`.
  const { tabPanelProps } = useTabPanel({ id }, state, NO_ELEMENT);
  return (
    <div
      {...props}
      {...tabPanelProps}
      // React Aria's Tabs keep a focus-within state for the tab strip; focus moving inside the
      // panel (a pager's button, a row's checkbox) would change it and re-render every tab and the
      // panel around content that did not change. Nothing here reads it for the panel.
      onFocus={(event) => {
        props.onFocus?.(event);
        event.stopPropagation();
      }}
      onBlur={(event) => {
        props.onBlur?.(event);
        event.stopPropagation();
      }}
      tabIndex={hasFocusableContent ? undefined : 0}
      className={cx('tabs__panel', className)}
    >
      {children}
    </div>
  );
}
