'use client';
import { useFormStatus } from 'react-dom';
import { buttonStyles, type ButtonVariant } from './button-styles';

/** A submit button that shows the form is being sent and cannot be pressed twice. */
export function SubmitButton({ children, pendingText, variant = 'primary', className = '' }: { children: React.ReactNode; pendingText?: string; variant?: ButtonVariant; className?: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} aria-disabled={pending} className={`${buttonStyles[variant]} ${className}`}>
      {pending ? (pendingText ?? 'Working…') : children}
    </button>
  );
}
