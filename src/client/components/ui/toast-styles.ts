// The toast's looks, shared by the Radix toaster (toast.tsx) and the plain copy ToastHost shows for the
// moment that toaster's chunk takes to arrive.
export const TOAST_VIEWPORT = 'fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]';
export const TOAST_BASE =
  'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-2xl';
export const TOAST_VARIANTS = {
  default: 'border-border bg-surface-2 text-foreground',
  destructive: 'border-red-400/40 bg-red-700 text-white',
} as const;
export const TOAST_TITLE = 'text-sm font-semibold';
export const TOAST_DESCRIPTION = 'text-sm opacity-90';
