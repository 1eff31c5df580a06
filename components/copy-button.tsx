'use client';
import { useState } from 'react';
import { buttonStyles } from './ui/button-styles';

export function CopyButton({ value, label = 'Copy', accessibleName }: { value: string; label?: string; accessibleName?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // clipboard needs a secure context; the value stays selectable on the page
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  }
  return (
    <button type="button" onClick={copy} className={buttonStyles.secondary} aria-label={state === 'idle' ? accessibleName : undefined}>
      <span aria-live="polite">{state === 'copied' ? 'Copied' : state === 'failed' ? 'Select and copy' : label}</span>
    </button>
  );
}
