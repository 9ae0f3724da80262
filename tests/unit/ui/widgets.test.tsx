import { useState } from 'react';
import type { Key } from 'react-aria-components/Tabs';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '@/ui/checkbox';
import { Disclosure } from '@/ui/disclosure';
import { FormError } from '@/ui/form-error';
import { MenuButton } from '@/ui/menu';
import { Card, PageHeader } from '@/ui/page';
import { ProgressBar } from '@/ui/progress-bar';
import { Spinner } from '@/ui/spinner';
import { EmptyState, ErrorState, OfflineState } from '@/ui/state';
import { Tab, TabList, TabPanel, Tabs } from '@/ui/tabs';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

describe('Checkbox', () => {
  it('toggles with its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Stay signed in</Checkbox>);
    await user.click(screen.getByText('Stay signed in'));
    expect(onChange).toHaveBeenCalledWith(true);
    expect(
      (screen.getByRole('checkbox', { name: 'Stay signed in' }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});

describe('MenuButton', () => {
  it('opens a menu and runs the chosen action', async () => {
    const user = userEvent.setup();
    const logout = vi.fn();
    render(
      <MenuButton
        label="홍길동"
        aria-label="홍길동 account menu"
        items={[{ id: 'logout', label: '로그아웃', onAction: logout }]}
      />,
    );
    await user.click(screen.getByRole('button', { name: '홍길동 account menu' }));
    // The menu's code loads on the first opening.
    await user.click(await screen.findByRole('menuitem', { name: '로그아웃' }));
    expect(logout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens from the keyboard on its first item, named by its button; Escape returns focus', async () => {
    const user = userEvent.setup();
    render(
      <MenuButton
        label="Actions"
        items={[
          { id: 'rename', label: 'Rename', onAction: vi.fn() },
          { id: 'delete', label: 'Delete', onAction: vi.fn() },
        ]}
      />,
    );
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Actions' });
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Actions' });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Rename' })),
    );
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(menu).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('Tabs', () => {
  it('switches panels', async () => {
    const user = userEvent.setup();
    render(
      <Tabs>
        <TabList aria-label="Orders">
          <Tab id="quote">Quotation</Tab>
          <Tab id="order">Order</Tab>
        </TabList>
        <TabPanel id="quote">Quotes here</TabPanel>
        <TabPanel id="order">Orders here</TabPanel>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel').textContent).toBe('Quotes here');
    await user.click(screen.getByRole('tab', { name: 'Order' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Orders here');
  });

  it('names its panel by the selected tab, which controls it; a panel of text is a tab stop', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [tab, setTab] = useState<Key>('quote');
      return (
        <Tabs selectedKey={tab} onSelectionChange={setTab}>
          <TabList aria-label="Orders">
            <Tab id="quote">Quotation</Tab>
            <Tab id="order">Order</Tab>
          </TabList>
          {/* One panel following the selection, as the catalogue has it. */}
          <TabPanel id={tab} hasFocusableContent={tab === 'order'}>
            {tab === 'order' ? <button type="button">Order now</button> : 'Quotes here'}
          </TabPanel>
        </Tabs>
      );
    }
    render(<Controlled />);
    const check = (name: string) => {
      const tab = screen.getByRole('tab', { name });
      const panel = screen.getByRole('tabpanel', { name });
      expect(tab.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      return panel;
    };
    expect(check('Quotation').getAttribute('tabindex')).toBe('0');
    await user.click(screen.getByRole('tab', { name: 'Order' }));
    expect(check('Order').hasAttribute('tabindex')).toBe(false);
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });
});

describe('Disclosure', () => {
  it('shows and hides its content from a heading button', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <Disclosure title="Categories" isExpanded={false} onExpandedChange={onExpandedChange}>
        Content
      </Disclosure>,
    );
    const trigger = screen.getByRole('button', { name: 'Categories' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.parentElement?.tagName).toBe('H3');
    await user.click(trigger);
    expect(onExpandedChange).toHaveBeenCalledWith(true);
  });
});

describe('states', () => {
  it('EmptyState says "No results." politely', () => {
    render(<EmptyState />);
    expect(screen.getByRole('status').textContent).toBe('No results.');
  });

  it('ErrorState alerts and offers a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState title="Could not load" message="Server error" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load');
    expect(screen.getByRole('heading', { name: 'Could not load' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorState has no retry button without onRetry', () => {
    render(<ErrorState title="Could not load" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('OfflineState explains that the page is not available offline', () => {
    render(<OfflineState />);
    expect(screen.getByRole('status').textContent).toContain('This page is not available offline.');
  });

  it('FormError alerts, and renders nothing without a message', () => {
    const { rerender, container } = render(<FormError />);
    expect(container.innerHTML).toBe('');
    rerender(<FormError>Email or password is not valid</FormError>);
    expect(screen.getByRole('alert').textContent).toBe('Email or password is not valid');
  });
});

describe('progress', () => {
  it('Spinner is a named indeterminate progress bar', () => {
    render(<Spinner />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
  });

  it('ProgressBar shows its label and value', () => {
    render(<ProgressBar label="Uploading" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.textContent).toContain('40%');
  });
});

describe('page layout', () => {
  it('PageHeader renders the h1 and actions; Card is a section named by its h2', () => {
    render(
      <>
        <PageHeader
          title="Order Inquiry"
          subtitle="Last 1 Year"
          actions={<button>Export</button>}
        />
        <Card title="Order History" action={<a href="/orders">See More +</a>}>
          Tiles
        </Card>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order History' }).textContent).toContain('Tiles');
    expect(screen.getByRole('heading', { level: 2, name: 'Order History' })).toBeTruthy();
  });
});
