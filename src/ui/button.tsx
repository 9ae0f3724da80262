import type { ReactNode, Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components/Button';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { Spinner } from './spinner';
import { cx } from './class-names';
import { phrases } from './phrases';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends AriaButtonProps {
  variant?: ButtonVariant;
  /** Height: 'sm' 40 px, 'md' 44 px (both touch-friendly). Default 'md'. */
  size?: 'sm' | 'md';
  /**
   * Shows a small spinner over the (kept, invisible) content so the width does not change; the
   * button stays focusable but ignores presses, and screen readers hear the pending state.
   */
  isPending?: boolean;
  pendingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The product's button (React Aria Button): primary, secondary, ghost or danger. */
export function Button({
  variant = 'primary',
  size = 'md',
  pendingLabel = 'Loading',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extra) =>
        cx('button', `button--${variant}`, `button--${size}`, extra),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className="button__content">{phrases(content)}</span>
          {isPending && (
            <span className="button__spinner">
              <Spinner size="sm" aria-label={pendingLabel} />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children'> {
  /** Accessible name (there is no visible text). Either `label` or `aria-label` is required. */
  label?: string;
  'aria-label'?: string;
  /** The icon, e.g. `<X size={18} aria-hidden />`. */
  children: ReactNode;
}

/** A square button showing only an icon; named by `label` (or `aria-label`). Ghost by default. */
export function IconButton({
  label,
  'aria-label': ariaLabel,
  variant = 'ghost',
  className,
  ...props
}: IconButtonProps & ({ label: string } | { 'aria-label': string })) {
  return (
    <Button
      {...props}
      variant={variant}
      aria-label={ariaLabel ?? label}
      className={composeRenderProps(className, (extra) => cx('button--icon', extra))}
    />
  );
}
