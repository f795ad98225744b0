import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-styles.ts';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

/**
 * The app's button. A submit button of a page the server rendered waits for the app (issue 13): pressed
 * before, the browser would send the form itself, with what was typed (a password too) in the address.
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
      disabled={disabled || (type === 'submit' && !isHydrated)}
      {...props}
    />
  );
}
