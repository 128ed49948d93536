// "Update available — Reload": loaded and mounted by pwa.ts only when a new version waits.
// Its own small React root, outside the app's providers, so it works on any screen.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const bar = {
  position: 'fixed',
  insetInline: '1rem',
  bottom: '1rem',
  margin: '0 auto',
  maxWidth: '26rem',
  zIndex: 2147483000,
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.75rem 1rem',
  borderRadius: '0.5rem',
  background: '#1f2937',
  color: '#ffffff',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.25)',
  font: '500 0.9375rem/1.4 system-ui, sans-serif',
} as const;
const button = {
  border: 0,
  borderRadius: '0.375rem',
  padding: '0.375rem 0.75rem',
  font: 'inherit',
  cursor: 'pointer',
} as const;

type Props = { onReload: () => void; onDismiss: () => void };

export function UpdatePrompt({ onReload, onDismiss }: Props) {
  const [busy, setBusy] = useState(false);
  return (
    <div role="status" aria-live="polite" style={bar}>
      <span style={{ flex: 1 }}>Update available</span>
      <button
        type="button"
        style={{ ...button, background: '#4338ca', color: '#ffffff' }}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          onReload();
        }}
      >
        {busy ? 'Reloading…' : 'Reload'}
      </button>
      <button
        type="button"
        style={{ ...button, background: 'transparent', color: '#d1d5db' }}
        onClick={onDismiss}
      >
        Later
      </button>
    </div>
  );
}

let host: HTMLElement | null = null;

/** Shows the prompt once; `onReload` activates the waiting version. */
export function showUpdatePrompt(onReload: () => void) {
  if (host) return;
  host = document.createElement('div');
  host.id = 'update-prompt';
  document.body.append(host);
  const root = createRoot(host);
  const dismiss = () => {
    root.unmount();
    host?.remove();
    host = null;
  };
  root.render(<UpdatePrompt onReload={onReload} onDismiss={dismiss} />);
}
