import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TOASTS_VISIBLE,
  TOAST_DURATION_MS,
  markToasterMounted,
  markToasterUnmounted,
  onToasterRequested,
} from '../../lib/toast.ts';

type ToasterProps = {
  theme?: 'light' | 'dark' | 'system';
  duration?: number;
  visibleToasts?: number;
  richColors?: boolean;
  closeButton?: boolean;
  position?: 'top-center' | 'bottom-right' | 'top-right';
  toastOptions?: { duration?: number; closeButtonAriaLabel?: string };
  /** The toasts' region's name, with its hotkey (sonner's own is 'Notifications alt+T'). */
  customAriaLabel?: string;
  style?: CSSProperties;
};

/**
 * Sonner's light rich colours put text at 3.1–4.4 : 1 on its pale backgrounds; these darker shades of the
 * same hues reach 5.7–6.2 : 1 (WCAG AA). In the dark theme only the info text falls short (4.4 : 1 on its
 * near-black blue); a lighter shade of it passes.
 */
const LIGHT_RICH_TEXT = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 36%)',
  '--warning-text': 'hsl(31, 92%, 30%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;
const DARK_RICH_TEXT = { '--info-text': 'hsl(216, 87%, 74%)' } as CSSProperties;

/** Renders sonner's Toaster once the first toast asks for it (see lib/toast.ts). */
export function AppToaster({ isDark }: { isDark: boolean }) {
  const { t } = useTranslation('common');
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => onToasterRequested((module) => setToaster(() => module.Toaster as ComponentType<ToasterProps>)), []);

  useEffect(() => {
    if (!Toaster) return;
    // Runs after the Toaster child's own effects, so it is subscribed before the queued toasts go out.
    markToasterMounted();
    return markToasterUnmounted;
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      theme={isDark ? 'dark' : 'light'}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOASTS_VISIBLE}
      richColors
      closeButton
      position="top-center"
      toastOptions={{ duration: TOAST_DURATION_MS, closeButtonAriaLabel: t('toaster.close') }}
      customAriaLabel={t('toaster.region')}
      style={isDark ? DARK_RICH_TEXT : LIGHT_RICH_TEXT}
    />
  );
}
