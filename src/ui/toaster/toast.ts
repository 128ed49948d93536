// The tiny toast API any feature can call. The real toaster (Chakra/Ark) is loaded on the first
// call; toasts asked for before it arrives are queued and shown as soon as it mounts.
export type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';
export type ToastOptions = {
  title: string;
  description?: string;
  type?: ToastType;
  /** Milliseconds; default 5000. */
  duration?: number;
};

type ToastImpl = (options: ToastOptions) => void;

let impl: ToastImpl | null = null;
let queued: ToastOptions[] = [];
const listeners = new Set<() => void>();

export function toast(options: ToastOptions): void {
  if (impl) {
    impl(options);
    return;
  }
  queued.push(options);
  for (const l of listeners) l();
}

/** Called by the toaster when it mounts (and with null when it unmounts). */
export function registerToaster(next: ToastImpl | null): void {
  impl = next;
  if (!next) return;
  const waiting = queued;
  queued = [];
  for (const options of waiting) next(options);
}

export function hasQueuedToasts(): boolean {
  return queued.length > 0;
}

export function onToastRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
