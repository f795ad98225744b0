import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles.ts';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/**
 * The app's button. On a page the server rendered, a button that does something waits for the app
 * (docs/decisions/020-pages-rendered-on-the-server.md): pressed before, a submit button would make the browser send the form itself (with what was
 * typed, a password too, in the address), and any other press would be lost.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  const isHydrated = useHydrated();
  return (
    <button
      type={type}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || (!isHydrated && (type === 'submit' || props.onClick !== undefined))}
      {...props}
    />
  );
}
