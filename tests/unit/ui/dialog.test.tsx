import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, Dialog } from '@/ui/dialog';
import { Button } from '@/ui/button';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function ConfirmHarness(props: {
  onConfirm: () => void | Promise<unknown>;
  onOpenChange?: (open: boolean) => void;
  confirmLabel?: string;
  cancelLabel?: string;
}) {
  const [isOpen, setOpen] = useState(true);
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        props.onOpenChange?.(open);
        setOpen(open);
      }}
      title="DELETE SELECTION"
      confirmLabel={props.confirmLabel}
      cancelLabel={props.cancelLabel}
      onConfirm={props.onConfirm}
    >
      Would you like to delete the cart?
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('shows title and text with Cancel / Ok by default', async () => {
    render(<ConfirmHarness onConfirm={() => {}} />);
    // The dialog's code loads when it first opens.
    const dialog = await screen.findByRole('alertdialog', { name: 'DELETE SELECTION' });
    expect(dialog.textContent).toContain('Would you like to delete the cart?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ok' })).toBeTruthy();
  });

  it('takes the button texts from the caller (취소 / 확인)', async () => {
    render(<ConfirmHarness onConfirm={() => {}} confirmLabel="확인" cancelLabel="취소" />);
    expect(await screen.findByRole('button', { name: '취소' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
  });

  it('calls onConfirm and leaves closing to the caller', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmHarness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Ok' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('shows the confirm button pending while the returned promise runs', async () => {
    const user = userEvent.setup();
    const work = deferred();
    const onConfirm = vi.fn(() => work.promise);
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const confirm = await screen.findByRole('button', { name: 'Ok' });
    await user.click(confirm);
    expect(confirm.hasAttribute('data-pending')).toBe(true);
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('alertdialog')).toBeTruthy();

    // A second press while pending does nothing.
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    work.resolve();
    await vi.waitFor(() => expect(confirm.hasAttribute('data-pending')).toBe(false));
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('stops pending when the promise rejects', async () => {
    const user = userEvent.setup();
    const work = deferred();
    render(<ConfirmHarness onConfirm={() => work.promise} />);
    const confirm = await screen.findByRole('button', { name: 'Ok' });
    await user.click(confirm);
    expect(confirm.hasAttribute('data-pending')).toBe(true);
    work.reject(new Error('failed'));
    await vi.waitFor(() => expect(confirm.hasAttribute('data-pending')).toBe(false));
  });

  it('Cancel closes without calling onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(<ConfirmHarness onConfirm={onConfirm} onOpenChange={onOpenChange} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('starts on Cancel when the action is destructive', async () => {
    render(
      <ConfirmDialog
        isOpen
        onOpenChange={() => {}}
        title="DELETE SELECTION"
        confirmLabel="Delete"
        variant="danger"
        onConfirm={() => {}}
      >
        Would you like to delete the cart?
      </ConfirmDialog>,
    );
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })),
    );
  });

  it('shows pending from the isPending prop', async () => {
    render(
      <ConfirmDialog isOpen onOpenChange={() => {}} title="Order" onConfirm={() => {}} isPending>
        Place the order?
      </ConfirmDialog>,
    );
    expect((await screen.findByRole('button', { name: /Ok/ })).hasAttribute('data-pending')).toBe(
      true,
    );
  });
});

describe('Dialog', () => {
  function DialogHarness() {
    const [isOpen, setOpen] = useState(false);
    return (
      <>
        <Button onPress={() => setOpen(true)}>Open</Button>
        <Dialog
          isOpen={isOpen}
          onOpenChange={setOpen}
          title="INQUIRIES"
          footer={<Button onPress={() => setOpen(false)}>Inquiry</Button>}
        >
          <p>Body</p>
        </Dialog>
      </>
    );
  }

  it('is named by its title, closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'INQUIRIES' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps keyboard focus inside', async () => {
    const user = userEvent.setup();
    render(<DialogHarness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
