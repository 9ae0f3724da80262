import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner';
import './toaster.css';

export type ToasterProps = SonnerToasterProps;

/**
 * The app's single toast outlet (sonner) with the product settings: top centre, 4 s, at most
 * 3 visible, a close button on each toast, plain colours styled by the design tokens. Loaded and
 * mounted by `ToastOutlet` (./toast.tsx) with the first toast; raise toasts with `toast` of './toast'.
 */
export function Toaster({ toastOptions, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      position="top-center"
      duration={4000}
      visibleToasts={3}
      closeButton
      richColors={false}
      theme="light"
      className="toaster"
      {...props}
      toastOptions={{
        ...toastOptions,
        classNames: {
          toast: 'toast',
          title: 'toast__title',
          description: 'toast__description',
          closeButton: 'toast__close',
          actionButton: 'toast__action',
          cancelButton: 'toast__cancel',
          ...toastOptions?.classNames,
        },
      }}
    />
  );
}
